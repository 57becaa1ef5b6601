// Verifiers and their accreditation: /v1/public/verifiers (anyone), /v1/verifiers (signed in, with `can`) and the
// platform administration's /v1/admin/verifiers (docs/design.md §8).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AccreditVerifierInput,
  ChangeAccreditationStatusInput,
  PublicVerifier,
  RenewAccreditationInput,
  Verifier,
} from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { verificationKeys } from './verification-keys';

export async function getPublicVerifiers(): Promise<PublicVerifier[]> {
  return (await apiRequest<{ data: PublicVerifier[] }>('GET', '/v1/public/verifiers')).data;
}

export function usePublicVerifiers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: verificationKeys.publicVerifiers(), queryFn: getPublicVerifiers }),
    enabled,
  });
}

/** For a platform admin every organisation of type verifier (accredited or not); for anyone else the accredited. */
export async function getVerifiers(): Promise<Verifier[]> {
  return (await apiRequest<{ data: Verifier[] }>('GET', '/v1/verifiers')).data;
}

export function useVerifiers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...queryOptions({ queryKey: verificationKeys.verifiers(), queryFn: getVerifiers }), enabled });
}

export async function accreditVerifier(input: AccreditVerifierInput): Promise<Verifier> {
  return (await apiRequest<{ data: Verifier }>('POST', '/v1/admin/verifiers', input)).data;
}

export function useAccreditVerifier() {
  return useMutation({ mutationFn: accreditVerifier, meta: { invalidates: [verificationKeys.all] } });
}

export async function changeAccreditationStatus(id: string, input: ChangeAccreditationStatusInput): Promise<Verifier> {
  const url = `/v1/admin/verifiers/${encodeURIComponent(id)}/status`;
  return (await apiRequest<{ data: Verifier }>('POST', url, input)).data;
}

export function useChangeAccreditationStatus(id: string) {
  return useMutation({
    mutationFn: (input: ChangeAccreditationStatusInput) => changeAccreditationStatus(id, input),
    meta: { invalidates: [verificationKeys.all] },
  });
}

export async function renewAccreditation(id: string, input: RenewAccreditationInput): Promise<Verifier> {
  return (await apiRequest<{ data: Verifier }>('PUT', `/v1/admin/verifiers/${encodeURIComponent(id)}`, input)).data;
}

export function useRenewAccreditation(id: string) {
  return useMutation({
    mutationFn: (input: RenewAccreditationInput) => renewAccreditation(id, input),
    meta: { invalidates: [verificationKeys.all] },
  });
}
