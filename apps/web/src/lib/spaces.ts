// The space a list shows (docs/organizations.md#spaces): the person's own ("personal"), one organisation's (its id),
// or every one ("all"). Kept in the address (?space=…) so a link or the Back button shows the same list, and
// remembered per person in this browser, so the next visit to /projetos or /relatorios opens where they left.
import { createContext, useCallback, useContext } from 'react';
import { useSearchParams } from 'react-router';

import { ALL_SPACES } from './space-ids';

export { ALL_SPACES, PERSONAL_SPACE, organizationOfSpace } from './space-ids';

const PREFIX = 'raiz:espaco:';
const VALID = /^(all|personal|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The space this person last chose on this browser, or null. */
export function rememberedSpace(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    const value = localStorage.getItem(PREFIX + userId);
    return value && VALID.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberSpace(userId: string | undefined, space: string): void {
  if (!userId) return;
  try {
    localStorage.setItem(PREFIX + userId, space);
  } catch {
    // Blocked storage: the choice lasts while the address keeps it.
  }
}

/** What the list endpoints take: `personal`, an organisation's id, or nothing for every space. */
export function spaceFilter(space: string): string | undefined {
  return space === ALL_SPACES ? undefined : space;
}

export interface SpaceParam {
  /** "all", "personal" or an organisation's id. */
  space: string;
  /**
   * Shows another space (from page 1) and remembers it; `replace` corrects the address without a history entry (a
   * space that is no longer the person's).
   */
  setSpace: (space: string, options?: { replace?: boolean }) => void;
}

/** The list's space: the address's, else the one remembered, else every space. */
export function useSpaceParam(userId: string | undefined): SpaceParam {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('space');
  const space = fromAddress && VALID.test(fromAddress) ? fromAddress : (rememberedSpace(userId) ?? ALL_SPACES);

  const setSpace = useCallback(
    (next: string, { replace = false }: { replace?: boolean } = {}) => {
      rememberSpace(userId, next);
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          changed.set('space', next);
          changed.delete('page');
          return changed;
        },
        { replace },
      );
    },
    [userId, setParams],
  );

  return { space, setSpace };
}

/** A space a new row can be created in: '' is the personal space, else an organisation's id. */
export interface SpaceChoice {
  value: string;
  label: string;
}

/**
 * The spaces the person may create content in, given by the route that knows them (app/) to a resource's form;
 * null while unknown, and a form then offers none (the personal space).
 */
export const SpaceChoicesContext = createContext<readonly SpaceChoice[] | null>(null);

export function useSpaceChoices(): readonly SpaceChoice[] | null {
  return useContext(SpaceChoicesContext);
}

/** What a list's cards show of a row's space, known to the route (app/). */
export interface SpaceAccess {
  /** The name of the organisation whose space a row is in (undefined while unknown). */
  organizationName: (organizationId: string) => string | undefined;
}

/** Outside any organisation: every row the person sees is theirs. */
export const personalSpaceAccess: SpaceAccess = { organizationName: () => undefined };

export const SpaceAccessContext = createContext<SpaceAccess>(personalSpaceAccess);

export function useSpaceAccess(): SpaceAccess {
  return useContext(SpaceAccessContext);
}
