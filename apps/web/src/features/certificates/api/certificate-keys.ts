/** Query keys of the certificates feature. */
export const certificateKeys = {
  all: ['certificates'] as const,
  mine: () => [...certificateKeys.all, 'mine'] as const,
  certifiable: () => [...certificateKeys.all, 'certifiable-reports'] as const,
  draft: (reportId: string) => [...certificateKeys.all, 'draft', reportId] as const,
  public: (code: string) => [...certificateKeys.all, 'public', code.toUpperCase()] as const,
};
