// The CSV downloads of the API (GET, authorised by the session cookie): semicolons, decimal comma, UTF-8 with BOM.
import { apiUrl } from '../../lib/api-client';

const seg = encodeURIComponent;

export const exportUrls = {
  /** All the person's reports, or one project's. */
  reports: (projectId?: string) => apiUrl(`/v1/exports/reports.csv${projectId ? `?projectId=${seg(projectId)}` : ''}`),
  /** One project's rows of a child resource (events, products: their kind's `exportCsv`). */
  projectChild: (key: string, projectId: string) => apiUrl(`/v1/exports/projects/${seg(projectId)}/${seg(key)}.csv`),
  /** An organisation's verification requests (made and received), with verdicts and statements. */
  verifications: (organizationId: string) =>
    apiUrl(`/v1/exports/verifications.csv?organizationId=${seg(organizationId)}`),
};
