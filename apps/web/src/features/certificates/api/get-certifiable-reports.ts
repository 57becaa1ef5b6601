import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page, type Report } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { certificateKeys } from './certificate-keys';

/**
 * The published reports the signed-in person may certify, as each row's `can` says (the server decides). The list API
 * has no status filter, so the latest 100 are read and filtered here.
 */
export async function getCertifiableReports(): Promise<Report[]> {
  const page = await apiRequest<{ data: Page<Report> }>(
    'GET',
    `/v1/reports?pageSize=${MAX_PAGE_SIZE}&sort=createdAt:desc`,
  );
  return page.data.items.filter((r) => r.can.certify);
}

export function certifiableReportsQueryOptions() {
  return queryOptions({ queryKey: certificateKeys.certifiable(), queryFn: getCertifiableReports });
}

export function useCertifiableReports() {
  return useQuery(certifiableReportsQueryOptions());
}
