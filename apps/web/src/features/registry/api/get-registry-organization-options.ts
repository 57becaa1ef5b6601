import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistryOrganizationRef } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { registryKeys } from './registry-keys';

/** GET /v1/public/organizations — the organisations with public projects, for the list's filter. */
export async function getRegistryOrganizationOptions(): Promise<RegistryOrganizationRef[]> {
  return (await apiRequest<{ data: RegistryOrganizationRef[] }>('GET', '/v1/public/organizations')).data;
}

export function registryOrganizationOptionsQueryOptions() {
  return queryOptions({ queryKey: registryKeys.organizationOptions(), queryFn: getRegistryOrganizationOptions });
}

export function useRegistryOrganizationOptions() {
  return useQuery(registryOrganizationOptionsQueryOptions());
}
