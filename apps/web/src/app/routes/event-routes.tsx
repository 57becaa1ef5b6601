// /projetos/:projectId/eventos… (alias …/events…) and /events…: the events' screens from the content kit.
import { paths } from '../../config/paths';
import { eventResource } from '../../features/events/event-resource';
import { projectChildRoutes } from '../content/kit/project-child-routes';

export const { List, Create, Edit } = projectChildRoutes({
  resource: eventResource,
  section: 'events',
  attachmentKind: 'events',
  outboxKind: 'event',
  idParam: 'eventId',
  hrefs: { list: paths.projectEvents.href, create: paths.projectEventCreate.href, edit: paths.projectEventEdit.href },
  alias: {
    patterns: [paths.projectEventsAlias.path, paths.projectEventCreateAlias.path, paths.projectEventEditAlias.path],
    list: paths.projectEventsAlias.href,
    create: paths.projectEventCreateAlias.href,
    edit: paths.projectEventEditAlias.href,
  },
  topLevelHref: paths.events.href(),
  exportKind: 'events',
});
