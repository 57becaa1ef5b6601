// What other features show of a project, refreshed by the route when the project changes or goes away
// (a feature never touches another feature's cache; routes combine them).
import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../features/events/api/events-api';
import { postKeys } from '../../features/posts/api/posts-api';
import { productKeys } from '../../features/products/api/products-api';
import { reportKeys } from '../../features/reports/api/report-keys';

/** A renamed project: the report lists show its name. */
export function afterProjectSaved(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
}

/** A deleted project: its posts, events and products are gone, its reports have no project any more. */
export async function afterProjectDeleted(queryClient: QueryClient, projectId: string): Promise<void> {
  for (const key of [postKeys.project(projectId), eventKeys.project(projectId), productKeys.project(projectId)]) {
    queryClient.removeQueries({ queryKey: key });
  }
  await queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
}
