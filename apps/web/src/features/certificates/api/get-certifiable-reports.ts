import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page, type Report } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { getSession } from '../../../lib/session/session-store';
import { certificateKeys } from './certificate-keys';

/**
 * The signed-in person's published reports, which they may certify (only authors certify; admins list others' too,
 * hence the owner filter). The list API has no status filter, so the latest 100 are read and filtered here.
 */
export async function getCertifiableReports(): Promise<Report[]> {
  const page = await apiRequest<{ data: Page<Report> }>(
    'GET',
    `/v1/reports?pageSize=${MAX_PAGE_SIZE}&sort=createdAt:desc`,
  );
  const me = getSession().user.id;
  return page.data.items.filter((r) => r.status === 'published' && r.ownerId === me);
}

export function certifiableReportsQueryOptions() {
  return queryOptions({ queryKey: certificateKeys.certifiable(), queryFn: getCertifiableReports });
}

export function useCertifiableReports() {
  return useQuery(certifiableReportsQueryOptions());
}
