// The spaces a person may create content in (docs/organizations.md#spaces): their personal space and each
// organisation where their role may edit content. Given to a resource's form through SpaceChoicesContext.
import type { ReactNode } from 'react';
import { useEveryOrganization } from '../../features/organizations/api/organizations-api';
import { mayIn } from '../../features/organizations/organization-display';
import { useSession } from '../../lib/session/session-store';
import { SpaceChoicesContext, organizationOfSpace, rememberedSpace, type SpaceChoice } from '../../lib/spaces';

/**
 * The choices (null while the organisations load; only the personal space when they cannot be read) and the one to
 * start with: the space last shown in the lists.
 */
export function useSpaceChoicesForCreation(): { choices: SpaceChoice[] | null; initial: string } {
  const { user } = useSession();
  const admin = user.roles.includes('admin');
  const organizations = useEveryOrganization();
  if (organizations.isError) return { choices: [{ value: '', label: 'Pessoal' }], initial: '' };
  if (!organizations.data) return { choices: null, initial: '' };
  const choices = [
    { value: '', label: 'Pessoal' },
    ...organizations.data.filter((o) => mayIn(o, admin, 'editContent')).map((o) => ({ value: o.id, label: o.name })),
  ];
  const remembered = organizationOfSpace(rememberedSpace(user.id));
  return { choices, initial: choices.some((c) => c.value === remembered) ? remembered! : '' };
}

export function SpaceChoicesProvider({ choices, children }: { choices: SpaceChoice[] | null; children: ReactNode }) {
  return <SpaceChoicesContext.Provider value={choices}>{children}</SpaceChoicesContext.Provider>;
}
