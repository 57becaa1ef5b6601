// The names of spaces (lib/spaces.ts), apart from its hooks and storage: the header reads a list's organisation with
// no more than this on the first screen.

export const ALL_SPACES = 'all';
export const PERSONAL_SPACE = 'personal';

/** The organisation of a space, or null for the personal space and for every space. */
export function organizationOfSpace(space: string | null): string | null {
  return space && space !== ALL_SPACES && space !== PERSONAL_SPACE ? space : null;
}
