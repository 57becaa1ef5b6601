import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateEventInput, ProjectEvent, UpdateEventInput } from '@raiz/domain';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { FormSection, ImplicitSubmit, Wide, controlProps } from '../../../components/ui/form-layout';
import { ConflictNotice, DraftRestoredNotice, FormError } from '../../../components/ui/form-notices';
import { draftKey } from '../../../lib/form-draft';
import { useRecordForm } from '../../../lib/use-record-form';
import { eventQueryOptions, useCreateEvent, useUpdateEvent } from '../api/events-api';
import {
  createEventFormSchema,
  emptyEventFormValues,
  eventToFormValues,
  updateEventFormSchema,
  type EventFormValues,
} from '../event-form-values';

type EventRequest = CreateEventInput | UpdateEventInput;

const zoneHint = 'No horário deste dispositivo.';

/** Create (no `event`) or edit an event of a project. */
export function EventForm({
  projectId,
  event,
  userId,
  onSaved,
  onCancel,
}: {
  projectId: string;
  event?: ProjectEvent;
  userId: string | undefined;
  onSaved: (event: ProjectEvent, created: boolean) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateEvent(projectId);
  const update = useUpdateEvent(projectId, event?.id ?? '');

  const { form, submit, restoredAt, discardDraft, conflict, reloadCurrent, isReloading, isDirty } = useRecordForm<
    EventFormValues,
    EventRequest,
    ProjectEvent
  >({
    schema: (event ? updateEventFormSchema : createEventFormSchema) as z.ZodType<EventRequest, EventFormValues>,
    defaultValues: event ? eventToFormValues(event) : emptyEventFormValues,
    draftKey: draftKey(userId, `evento:${projectId}`, event?.id),
    editorText: event ? `Editando “${event.title}” — alterações não salvas` : 'Novo evento — alterações não salvas',
    save: (input) =>
      event ? update.mutateAsync(input as UpdateEventInput) : create.mutateAsync(input as CreateEventInput),
    onSaved: (saved) => onSaved(saved, !event),
    onCancel,
    reload: event
      ? async () =>
          eventToFormValues(await queryClient.fetchQuery({ ...eventQueryOptions(projectId, event.id), staleTime: 0 }))
      : undefined,
  });

  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: keyof EventFormValues) => errors[name]?.message;

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={event ? 'Editar evento' : 'Novo evento'}
      className="flex flex-col gap-5"
    >
      <ImplicitSubmit />
      {restoredAt && <DraftRestoredNotice savedAt={restoredAt} onDiscard={discardDraft} />}
      {conflict && (
        <ConflictNotice message={conflict} isDirty={isDirty} isReloading={isReloading} onReload={reloadCurrent} />
      )}
      <FormError message={errors.root?.server?.message} />

      <FormSection title="Evento">
        <Wide>
          <Field id="event-title" label="Título" error={error('title')}>
            <Input {...controlProps('event-title', error('title'))} autoComplete="off" {...register('title')} />
          </Field>
        </Wide>
        <Wide>
          <Field id="event-description" label="Descrição (opcional)" error={error('description')}>
            <Textarea
              {...controlProps('event-description', error('description'))}
              rows={4}
              {...register('description')}
            />
          </Field>
        </Wide>
      </FormSection>

      <FormSection title="Quando e onde">
        <Field id="event-starts" label="Início" hint={zoneHint} error={error('startsAt')}>
          <Input
            {...controlProps('event-starts', error('startsAt'), zoneHint)}
            type="datetime-local"
            {...register('startsAt')}
          />
        </Field>
        <Field id="event-ends" label="Término (opcional)" hint={zoneHint} error={error('endsAt')}>
          <Input
            {...controlProps('event-ends', error('endsAt'), zoneHint)}
            type="datetime-local"
            {...register('endsAt')}
          />
        </Field>
        <Field id="event-location" label="Local (opcional)" error={error('location')}>
          <Input
            {...controlProps('event-location', error('location'))}
            placeholder="Endereço, comunidade ou link da transmissão"
            {...register('location')}
          />
        </Field>
        <Field
          id="event-capacity"
          label="Vagas (opcional)"
          hint="Em branco quando não há limite."
          error={error('capacity')}
        >
          <Input
            {...controlProps('event-capacity', error('capacity'), 'Em branco quando não há limite.')}
            inputMode="numeric"
            autoComplete="off"
            {...register('capacity')}
          />
        </Field>
      </FormSection>
    </form>
  );
}
