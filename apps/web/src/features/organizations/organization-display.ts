// How an organisation and a role read on screen.
import {
  organizationRoleLabels,
  type Organization,
  type OrganizationPermission,
  type OrganizationRole,
} from '@raiz/domain';
import type { BadgeTone } from '../../components/ui/badge';

/** Whether the person may do `permission` in the organisation, as the server said (`can`). */
export function mayIn(organization: Pick<Organization, 'can'>, permission: OrganizationPermission): boolean {
  return organization.can[permission];
}

/** "Proprietário", or what a platform admin who is not a member is. */
export function myRoleLabel(myRole: OrganizationRole | null): string {
  return myRole ? organizationRoleLabels[myRole] : 'Administração da plataforma';
}

export const roleTone: Record<OrganizationRole, BadgeTone> = {
  owner: 'success',
  admin: 'info',
  editor: 'neutral',
  viewer: 'neutral',
};

/** What each role may do, in a sentence (the invitation and its page say it). */
export const roleDescriptions: Record<OrganizationRole, string> = {
  owner: 'Faz tudo na organização, inclusive excluí-la.',
  admin: 'Gerencia membros, convites e configurações, e cria e edita o conteúdo.',
  editor: 'Cria e edita projetos, relatórios, posts, eventos e produtos.',
  viewer: 'Vê a organização e seu conteúdo, sem alterar nada.',
};

/** "Brasília/DF", "Brasília", "DF" or ''. */
export function placeOf(organization: Pick<Organization, 'municipality' | 'state'>): string {
  return [organization.municipality, organization.state].filter(Boolean).join('/');
}

/** "1 membro", "3 membros". */
export function memberCountLabel(count: number): string {
  return count === 1 ? '1 membro' : `${count} membros`;
}
