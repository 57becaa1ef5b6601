// /events/editar/:id and /produtos/editar/:id name an event or product without its project, and the API only knows
// them under their project: look for it among the person's projects, a few at a time, and stop at the first hit.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getEvent } from '../../features/events/api/events-api';
import { getProduct } from '../../features/products/api/products-api';
import { allProjectsQueryOptions } from '../../features/projects/api/get-projects';

const BATCH = 6;

export function useProjectOf(kind: 'event' | 'product', id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['project-of', kind, id],
    queryFn: async (): Promise<string | null> => {
      const projects = await queryClient.fetchQuery(allProjectsQueryOptions());
      const get = kind === 'event' ? getEvent : getProduct;
      for (let i = 0; i < projects.length; i += BATCH) {
        const batch = projects.slice(i, i + BATCH);
        const results = await Promise.allSettled(batch.map((p) => get(p.id, id)));
        const hit = results.find((r) => r.status === 'fulfilled');
        if (hit?.status === 'fulfilled') return hit.value.projectId;
      }
      return null;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
