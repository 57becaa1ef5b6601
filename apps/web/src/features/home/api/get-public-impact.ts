import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicImpact } from '@raiz/domain/dashboard';
import { ApiError, apiUrl, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

export const publicImpactKeys = {
  all: ['public-impact'] as const,
  summary: () => [...publicImpactKeys.all, 'summary'] as const,
};

/**
 * GET /v1/public/impact: the platform's aggregate impact (no personal data). The API lets shared caches keep it for
 * 60 s; this page asks the server itself (`no-store`) so a visitor who reloads sees the figures of now.
 */
export async function getPublicImpact(): Promise<PublicImpact> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/v1/public/impact'), { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, `http_${response.status}`, 'Não foi possível carregar os números agora.');
  return ((await response.json()) as { data: PublicImpact }).data;
}

export function publicImpactQueryOptions() {
  return queryOptions({ queryKey: publicImpactKeys.summary(), queryFn: getPublicImpact, staleTime: 60_000 });
}

export function usePublicImpact() {
  return useQuery(publicImpactQueryOptions());
}
