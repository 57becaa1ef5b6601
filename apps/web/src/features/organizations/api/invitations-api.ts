// /v1/organizations/:id/invitations (managers) and /v1/invitations/:token (the invited person).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateInvitationInput,
  CreatedInvitation,
  Invitation,
  InvitationPreview,
  Organization,
} from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { organizationKeys } from './organization-keys';

const invitations = (id: string) => `/v1/organizations/${encodeURIComponent(id)}/invitations`;
const byToken = (token: string) => `/v1/invitations/${encodeURIComponent(token)}`;

/** The pending invitations (not accepted, not expired). */
export async function getInvitations(id: string): Promise<Invitation[]> {
  return (await apiRequest<{ data: Invitation[] }>('GET', invitations(id))).data;
}

export function useInvitations(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: organizationKeys.invitations(id),
    queryFn: () => getInvitations(id),
    enabled,
  });
}

/** Answers the link to share (shown once: only its hash is kept) and whether it went by e-mail. */
export async function createInvitation(id: string, input: CreateInvitationInput): Promise<CreatedInvitation> {
  return (await apiRequest<{ data: CreatedInvitation }>('POST', invitations(id), input)).data;
}

export function useCreateInvitation(id: string) {
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => createInvitation(id, input),
    meta: { invalidates: [organizationKeys.invitations(id), organizationKeys.history(id)] },
  });
}

export async function cancelInvitation(id: string, invitationId: string): Promise<void> {
  await apiRequest('DELETE', `${invitations(id)}/${encodeURIComponent(invitationId)}`);
}

export function useCancelInvitation(id: string) {
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(id, invitationId),
    meta: { invalidates: [organizationKeys.invitations(id), organizationKeys.history(id)] },
  });
}

/** What the invitation page shows before accepting: the organisation, the role and until when. */
export async function getInvitationPreview(token: string): Promise<InvitationPreview> {
  return (await apiRequest<{ data: InvitationPreview }>('GET', byToken(token))).data;
}

export function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: organizationKeys.invitation(token),
    queryFn: () => getInvitationPreview(token),
    // A link is used once: what it says may change any moment (accepted in another tab).
    staleTime: 0,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}

export async function acceptInvitation(token: string): Promise<Organization> {
  return (await apiRequest<{ data: Organization }>('POST', `${byToken(token)}/accept`)).data;
}

/** Joins the organisation: its content appears in the person's lists. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    meta: { invalidates: [organizationKeys.all, queryRoots.projects, queryRoots.reports, queryRoots.dashboard] },
  });
}
