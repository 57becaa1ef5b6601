// The spaces of a person (docs/organizations.md#spaces): where they may create content (their personal space and each
// organisation where their role may edit content), given to a resource's form through SpaceChoicesContext; and what
// they may do with each space's rows, given to a list's cards through SpaceAccessContext.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useEveryOrganization } from '../../features/organizations/api/organizations-api';
import { mayIn } from '../../features/organizations/organization-display';
import { useSession } from '../../lib/session/session-store';
import {
  SpaceAccessContext,
  SpaceChoicesContext,
  organizationOfSpace,
  rememberedSpace,
  type SpaceAccess,
  type SpaceChoice,
} from '../../lib/spaces';

/**
 * The choices (null while the organisations load; only the personal space when they cannot be read) and the one to
 * start with: the organisation of the list the form was opened from (`?space=`), else the space last shown in the lists.
 */
export function useSpaceChoicesForCreation(): { choices: SpaceChoice[] | null; initial: string } {
  const { user } = useSession();
  const [params] = useSearchParams();
  const organizations = useEveryOrganization();
  if (organizations.isError) return { choices: [{ value: '', label: 'Pessoal' }], initial: '' };
  if (!organizations.data) return { choices: null, initial: '' };
  const choices = [
    { value: '', label: 'Pessoal' },
    ...organizations.data.filter((o) => mayIn(o, 'editContent')).map((o) => ({ value: o.id, label: o.name })),
  ];
  // The organisation of the list the form was asked from (?space=…), else the space last shown in the lists.
  const offered = (space: string | null) => (space && choices.some((c) => c.value === space) ? space : null);
  const initial =
    offered(organizationOfSpace(params.get('space'))) ?? offered(organizationOfSpace(rememberedSpace(user.id))) ?? '';
  return { choices, initial };
}

export function SpaceChoicesProvider({ choices, children }: { choices: SpaceChoice[] | null; children: ReactNode }) {
  return <SpaceChoicesContext.Provider value={choices}>{children}</SpaceChoicesContext.Provider>;
}

/** The names of the person's organisations, for the space a card names. */
export function useSpaceAccessValue(): SpaceAccess {
  const organizations = useEveryOrganization();
  const byId = new Map((organizations.data ?? []).map((o) => [o.id, o]));
  return { organizationName: (id) => byId.get(id)?.name };
}

export function SpaceAccessProvider({ children }: { children: ReactNode }) {
  return <SpaceAccessContext.Provider value={useSpaceAccessValue()}>{children}</SpaceAccessContext.Provider>;
}
