// Events of a project, described once for the content kit: form, list, texts.
import { z } from 'zod';
import {
  createEventInputSchema,
  eventListQuerySchema,
  updateEventInputSchema,
  type EventListQuery,
  type ProjectEvent,
} from '@raiz/domain';
import { TextAreaField, TextField } from '../../lib/content-kit/fields';
import { ResourceCard } from '../../lib/content-kit/resource-card';
import { Badge } from '../../components/ui/badge';
import { FormSection } from '../../components/ui/form-layout';
import { DashboardIcon } from '../../components/ui/icons';
import { projectResource } from '../../lib/content-kit/project-child-api';
import { projectChildKind } from '../../lib/content-kit/project-child-kind';
import * as kit from '../../lib/content-kit/resource';
import { integerText } from '../../lib/form-fields';
import { formatCapacity, formatEventWhen, isEventOver } from './event-display';
import { isoToLocalInput, localInputToIso } from './local-datetime';

/** datetime-local text → the instant with the browser's offset; blank → null (required or cleared, as the schema says). */
const localDateTime = () =>
  z.string().transform((text, ctx): string | null => {
    if (text.trim() === '') return null;
    const iso = localInputToIso(text);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: 'Data e hora inválidas.' });
      return z.NEVER;
    }
    return iso;
  });

const eventFormFields = z.object({
  title: z.string(),
  description: z.string(),
  startsAt: localDateTime(),
  endsAt: localDateTime(),
  location: z.string(),
  capacity: integerText(),
  version: z.number().optional(),
});
type EventFormValues = z.input<typeof eventFormFields>;

const zoneHint = 'No horário deste dispositivo.';

function EventFormBody() {
  return (
    <>
      <FormSection title="Evento">
        <TextField name="title" autoComplete="off" wide />
        <TextAreaField name="description" wide />
      </FormSection>
      <FormSection title="Quando e onde">
        <TextField name="startsAt" type="datetime-local" />
        <TextField name="endsAt" type="datetime-local" />
        <TextField name="location" />
        <TextField name="capacity" inputMode="numeric" autoComplete="off" />
      </FormSection>
    </>
  );
}

function EventCard({ item: event, ...card }: kit.CardProps<ProjectEvent>) {
  return (
    <ResourceCard
      {...card}
      cover={event.cover}
      description={event.description}
      name={event.title}
      badge={isEventOver(event) && <Badge>Encerrado</Badge>}
    >
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">Quando</dt>
        <dd className="font-medium text-fg">{formatEventWhen(event)}</dd>
        {event.location && (
          <>
            <dt className="text-muted">Local</dt>
            <dd className="font-medium break-words text-fg">{event.location}</dd>
          </>
        )}
        <dt className="text-muted">Vagas</dt>
        <dd className="font-medium text-fg">{formatCapacity(event.capacity)}</dd>
      </dl>
    </ResourceCard>
  );
}

export const eventResource: kit.ProjectChildResource<ProjectEvent, EventFormValues, EventListQuery['sort']> = {
  kind: projectChildKind('events'),
  api: projectResource<ProjectEvent>('events'),
  name: (event) => event.title,
  form: {
    idPrefix: 'event',
    fields: {
      title: { label: 'Título' },
      description: { label: 'Descrição (opcional)' },
      startsAt: { label: 'Início', hint: zoneHint },
      endsAt: { label: 'Término (opcional)', hint: zoneHint },
      location: { label: 'Local (opcional)', placeholder: 'Endereço, comunidade ou link da transmissão' },
      capacity: { label: 'Vagas (opcional)', hint: 'Em branco quando não há limite.' },
    },
    ...kit.formSchemas(eventFormFields, createEventInputSchema, updateEventInputSchema),
    empty: { title: '', description: '', startsAt: '', endsAt: '', location: '', capacity: '' },
    fromItem: (event) => ({
      title: event.title,
      description: event.description,
      startsAt: isoToLocalInput(event.startsAt),
      endsAt: isoToLocalInput(event.endsAt),
      location: event.location,
      capacity: event.capacity == null ? '' : String(event.capacity),
      version: event.version,
    }),
    Body: EventFormBody,
  },
  list: {
    sorts: kit.sortsOf(eventListQuerySchema, {
      'startsAt:asc': 'Data, dos mais próximos',
      'startsAt:desc': 'Data, dos mais distantes',
      'createdAt:desc': 'Cadastrados por último',
      'title:asc': 'Título (A–Z)',
    }),
    searchPlaceholder: 'Título, descrição ou local',
    layout: kit.listLayout.stack,
    empty: {
      icon: DashboardIcon,
      title: 'Este projeto ainda não tem eventos',
      text: 'Divulgue mutirões, oficinas e visitas, com data, local e número de vagas.',
    },
    Card: EventCard,
  },
  texts: {
    listDescription: 'Mutirões, oficinas e visitas do projeto.',
    createDescription: 'Divulgue um mutirão, oficina ou visita. Ao digitar, “Salvar” aparece na barra inferior.',
    createPickerQuestion: 'Em qual projeto será o evento?',
    created: (event) => ({ title: 'Evento criado', description: `“${event.title}” foi cadastrado.` }),
  },
};
