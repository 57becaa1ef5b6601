// /v1/organizations/:id/members: who is in an organisation, role changes, removal and leaving.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member, OrganizationRole } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { organizationContentKeys, organizationKeys } from './organization-keys';

const members = (id: string) => `/v1/organizations/${encodeURIComponent(id)}/members`;

export async function getMembers(id: string): Promise<Member[]> {
  return (await apiRequest<{ data: Member[] }>('GET', members(id))).data;
}

export function membersQueryOptions(id: string) {
  return queryOptions({ queryKey: organizationKeys.members(id), queryFn: () => getMembers(id) });
}

export function useMembers(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(id), enabled });
}

export async function updateMemberRole(id: string, userId: string, role: OrganizationRole): Promise<Member> {
  const url = `${members(id)}/${encodeURIComponent(userId)}`;
  return (await apiRequest<{ data: Member }>('PATCH', url, { role })).data;
}

/** Changes a member's role; the members, the organisation (one's own role) and its history are refreshed. */
export function useUpdateMemberRole(id: string) {
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: OrganizationRole }) => updateMemberRole(id, userId, role),
    meta: { invalidates: [organizationKeys.detail(id), organizationKeys.lists()] },
  });
}

export async function removeMember(id: string, userId: string): Promise<void> {
  await apiRequest('DELETE', `${members(id)}/${encodeURIComponent(userId)}`);
}

/** Removes a member. */
export function useRemoveMember(id: string) {
  return useMutation({
    mutationFn: (userId: string) => removeMember(id, userId),
    meta: { invalidates: [organizationKeys.detail(id), organizationKeys.lists()] },
  });
}

/** Leaves the organisation: its page and its content are no longer the person's to see. */
export function useLeaveOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(id, userId),
    onSuccess: () => queryClient.removeQueries({ queryKey: organizationKeys.detail(id) }),
    meta: { invalidates: organizationContentKeys },
  });
}
