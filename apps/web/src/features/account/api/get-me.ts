import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, MeResponse } from '@raiz/domain/auth';
import { apiRequest } from '../../../lib/api-client';

export const meKeys = {
  all: ['me'] as const,
  detail: () => [...meKeys.all, 'detail'] as const,
};

/** GET /v1/me: the session user, data table A (hashes only) and whether a CPF is set. */
export async function getMe(): Promise<Me> {
  return (await apiRequest<MeResponse>('GET', '/v1/me')).data;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meKeys.detail(), queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
