import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistryOrganization } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { registryKeys } from './registry-keys';

/** GET /v1/public/organizations/:slug — an organisation and its public projects (404 without any). */
export async function getRegistryOrganization(slug: string): Promise<RegistryOrganization> {
  return (
    await apiRequest<{ data: RegistryOrganization }>('GET', `/v1/public/organizations/${encodeURIComponent(slug)}`)
  ).data;
}

export function registryOrganizationQueryOptions(slug: string) {
  return queryOptions({ queryKey: registryKeys.organization(slug), queryFn: () => getRegistryOrganization(slug) });
}

export function useRegistryOrganization(slug: string) {
  return useQuery(registryOrganizationQueryOptions(slug));
}
