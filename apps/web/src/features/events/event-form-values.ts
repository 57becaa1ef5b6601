import { z } from 'zod';
import { createEventInputSchema, updateEventInputSchema, type ProjectEvent } from '@raiz/domain';
import { integerText, pipeToRequest } from '../../lib/form-fields';
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

export type EventFormValues = z.input<typeof eventFormFields>;

export const createEventFormSchema = pipeToRequest(
  eventFormFields.transform(({ version: _version, ...input }) => input),
  createEventInputSchema,
);
export const updateEventFormSchema = pipeToRequest(eventFormFields, updateEventInputSchema);

export const emptyEventFormValues: EventFormValues = {
  title: '',
  description: '',
  startsAt: '',
  endsAt: '',
  location: '',
  capacity: '',
};

export const eventToFormValues = (event: ProjectEvent): EventFormValues => ({
  title: event.title,
  description: event.description,
  startsAt: isoToLocalInput(event.startsAt),
  endsAt: isoToLocalInput(event.endsAt),
  location: event.location,
  capacity: event.capacity == null ? '' : String(event.capacity),
  version: event.version,
});
