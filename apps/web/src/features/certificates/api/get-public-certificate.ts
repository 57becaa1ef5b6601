import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCertificate } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { certificateKeys } from './certificate-keys';

/**
 * GET /v1/public/certificates/:code — public, works logged out, with its verifiers' signed statements. The body is kept
 * as received (see verification).
 */
export async function getPublicCertificate(code: string): Promise<PublicCertificate> {
  return (await apiRequest<{ data: PublicCertificate }>('GET', `/v1/public/certificates/${encodeURIComponent(code)}`))
    .data;
}

export function publicCertificateQueryOptions(code: string) {
  return queryOptions({ queryKey: certificateKeys.public(code), queryFn: () => getPublicCertificate(code) });
}

export function usePublicCertificate(code: string) {
  return useQuery(publicCertificateQueryOptions(code));
}
