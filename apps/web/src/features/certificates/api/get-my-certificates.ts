import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnCertificate } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { certificateKeys } from './certificate-keys';

/** GET /v1/certificates: the signed-in person's certificates, newest first, with what they may do with each. */
export async function getMyCertificates(): Promise<OwnCertificate[]> {
  return (await apiRequest<{ data: OwnCertificate[] }>('GET', '/v1/certificates')).data;
}

export function myCertificatesQueryOptions() {
  return queryOptions({ queryKey: certificateKeys.mine(), queryFn: getMyCertificates });
}

export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions());
}
