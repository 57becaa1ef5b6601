// Verification requests: /v1/verifications (the requests a person's organisations sent and the verifier's inbox), one
// request with its thread, verdicts, the statement draft and the signed statement (docs/design.md §8).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateVerificationRequestInput,
  PostVerificationMessageInput,
  SaveVerdictsInput,
  SignVerificationInput,
  VerificationDraft,
  VerificationRequest,
  VerificationRequestSummary,
  VerificationSide,
  WithdrawVerificationInput,
} from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { verificationKeys } from './verification-keys';

const one = (id: string) => `/v1/verifications/${encodeURIComponent(id)}`;

export async function getVerificationRequests(side?: VerificationSide): Promise<VerificationRequestSummary[]> {
  const url = side ? `/v1/verifications?side=${side}` : '/v1/verifications';
  return (await apiRequest<{ data: VerificationRequestSummary[] }>('GET', url)).data;
}

export function useVerificationRequests(side?: VerificationSide) {
  return useQuery(
    queryOptions({ queryKey: verificationKeys.list(side), queryFn: () => getVerificationRequests(side) }),
  );
}

export async function getVerificationRequest(id: string): Promise<VerificationRequest> {
  return (await apiRequest<{ data: VerificationRequest }>('GET', one(id))).data;
}

export function verificationRequestQueryOptions(id: string) {
  return queryOptions({ queryKey: verificationKeys.detail(id), queryFn: () => getVerificationRequest(id) });
}

export function useVerificationRequest(id: string) {
  return useQuery(verificationRequestQueryOptions(id));
}

export async function createVerificationRequest(input: CreateVerificationRequestInput): Promise<VerificationRequest> {
  return (await apiRequest<{ data: VerificationRequest }>('POST', '/v1/verifications', input)).data;
}

export function useCreateVerificationRequest() {
  return useMutation({
    mutationFn: createVerificationRequest,
    meta: { invalidates: [verificationKeys.lists(), queryRoots.organizations] },
  });
}

/**
 * Every change of a request (`method` on `/v1/verifications/:id/<action>`) answers the request as it now is: it
 * replaces the cached one, lists are refreshed.
 */
function useRequestChange<I>(id: string, method: 'POST' | 'PUT', action: string) {
  return useMutation({
    mutationFn: async (input: I) =>
      (await apiRequest<{ data: VerificationRequest }>(method, `${one(id)}/${action}`, input)).data,
    meta: { invalidates: [verificationKeys.detail(id), verificationKeys.lists(), queryRoots.organizations] },
  });
}

export function usePostVerificationMessage(id: string) {
  return useRequestChange<PostVerificationMessageInput>(id, 'POST', 'messages');
}

export function useSaveVerdicts(id: string) {
  return useRequestChange<SaveVerdictsInput>(id, 'PUT', 'verdicts');
}

/** GET /v1/verifications/:id/statement-draft: what the reviewer is asked to sign (fetched when signing, never cached). */
export async function getStatementDraft(id: string): Promise<VerificationDraft> {
  return (await apiRequest<{ data: VerificationDraft }>('GET', `${one(id)}/statement-draft`)).data;
}

export function useSignStatement(id: string) {
  return useRequestChange<SignVerificationInput>(id, 'POST', 'statement');
}

export function useWithdrawVerification(id: string) {
  return useRequestChange<WithdrawVerificationInput>(id, 'POST', 'withdraw');
}
