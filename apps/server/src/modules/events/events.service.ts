import type { CreateEventInput, ProjectEvent, UpdateEventInput } from '@raiz/domain';
import type { events } from '../../db/schema/index.ts';
import { contentResource } from '../content-common/resource.ts';
import { eventsResource } from './events.resource.ts';

export const eventService = contentResource<typeof events, ProjectEvent, CreateEventInput, UpdateEventInput>(
  eventsResource,
);
