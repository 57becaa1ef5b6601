// /v1/projects/:projectId/events: fetchers, query options, hooks and the key factory of events.
import type { CreateEventInput, ProjectEvent, UpdateEventInput } from '@raiz/domain';
import { projectResource } from '../../../lib/project-resource';

const events = projectResource<ProjectEvent, CreateEventInput, UpdateEventInput>('events');

export const eventKeys = events.keys;
export const getEvents = events.getList;
export const getEvent = events.getOne;
export const eventsQueryOptions = events.listQueryOptions;
export const eventQueryOptions = events.detailQueryOptions;
export const useEvents = events.useList;
export const useEventCount = events.useCount;
export const useEvent = events.useDetail;
export const useCreateEvent = events.useCreate;
export const useUpdateEvent = events.useUpdate;
export const useDeleteEvent = events.useRemove;
