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

/** Every change of a request answers the request as it now is: it replaces the cached one, lists are refreshed. */
function requestMutation<I>(id: string, send: (input: I) => Promise<VerificationRequest>) {
  return {
    mutationFn: send,
    meta: { invalidates: [verificationKeys.detail(id), verificationKeys.lists(), queryRoots.organizations] },
  };
}

export function usePostVerificationMessage(id: string) {
  return useMutation(
    requestMutation(
      id,
      async (input: PostVerificationMessageInput) =>
        (await apiRequest<{ data: VerificationRequest }>('POST', `${one(id)}/messages`, input)).data,
    ),
  );
}

export function useSaveVerdicts(id: string) {
  return useMutation(
    requestMutation(
      id,
      async (input: SaveVerdictsInput) =>
        (await apiRequest<{ data: VerificationRequest }>('PUT', `${one(id)}/verdicts`, input)).data,
    ),
  );
}

/** GET /v1/verifications/:id/statement-draft: what the reviewer is asked to sign (fetched when signing, never cached). */
export async function getStatementDraft(id: string): Promise<VerificationDraft> {
  return (await apiRequest<{ data: VerificationDraft }>('GET', `${one(id)}/statement-draft`)).data;
}

export function useSignStatement(id: string) {
  return useMutation(
    requestMutation(
      id,
      async (input: SignVerificationInput) =>
        (await apiRequest<{ data: VerificationRequest }>('POST', `${one(id)}/statement`, input)).data,
    ),
  );
}

export function useWithdrawVerification(id: string) {
  return useMutation(
    requestMutation(
      id,
      async (input: WithdrawVerificationInput) =>
        (await apiRequest<{ data: VerificationRequest }>('POST', `${one(id)}/withdraw`, input)).data,
    ),
  );
}
