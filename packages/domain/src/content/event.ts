import { z } from 'zod';
import {
  dataSchema,
  dateTimeField,
  isInstantRangeInverted,
  listQuerySchema,
  nonNegativeInteger,
  pageSchema,
  requiredText,
  rowMetaShape,
  textField,
  versionField,
} from './common.ts';

export const eventEndsAtMessage = 'O término deve ser igual ou posterior ao início.';

const eventFields = z.strictObject({
  title: requiredText(200, 'Informe o título do evento.'),
  description: textField(5000).optional(),
  startsAt: dateTimeField().describe('Início, ISO 8601 com fuso.'),
  endsAt: dateTimeField().nullable().optional().describe('Término (opcional), ISO 8601 com fuso.'),
  location: textField(300).optional(),
  capacity: nonNegativeInteger().nullable().optional().describe('Vagas; vazio quando não há limite.'),
});

const checkEvent = (value: { startsAt?: string; endsAt?: string | null }, ctx: z.RefinementCtx) => {
  if (isInstantRangeInverted(value.startsAt, value.endsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: eventEndsAtMessage });
  }
};

export const createEventInputSchema = eventFields.superRefine(checkEvent);
export type CreateEventInput = z.infer<typeof createEventInputSchema>;
export type CreateEventFormValues = z.input<typeof createEventInputSchema>;

export const updateEventInputSchema = eventFields.partial().extend({ version: versionField() }).superRefine(checkEvent);
export type UpdateEventInput = z.infer<typeof updateEventInputSchema>;

export const eventSchema = z.object({
  ...rowMetaShape,
  projectId: z.uuid(),
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  location: z.string(),
  capacity: z.number().int().nullable(),
});
export type ProjectEvent = z.infer<typeof eventSchema>;

export const eventSortFields = ['startsAt', 'createdAt', 'title'] as const;
export const eventListQuerySchema = listQuerySchema(eventSortFields, 'startsAt:asc');
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventResponseSchema = dataSchema(eventSchema);
export const eventListResponseSchema = dataSchema(pageSchema(eventSchema));
