import { z } from 'zod';
import * as common from './common.ts';

export const eventEndsAtMessage = 'O término deve ser igual ou posterior ao início.';

const eventFields = z.strictObject({
  title: common.requiredText(200, 'Informe o título do evento.'),
  description: common.textField(5000).optional(),
  startsAt: common.dateTimeField().describe('Início, ISO 8601 com fuso.'),
  endsAt: common.dateTimeField().nullable().optional().describe('Término (opcional), ISO 8601 com fuso.'),
  location: common.textField(300).optional(),
  capacity: common.nonNegativeInteger().nullable().optional().describe('Vagas; vazio quando não há limite.'),
});

const checkEvent = (value: { startsAt?: string; endsAt?: string | null }, ctx: z.RefinementCtx) => {
  if (common.isInstantRangeInverted(value.startsAt, value.endsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: eventEndsAtMessage });
  }
};

const checkEventWhen = common.whenFieldsUsable('startsAt', 'endsAt');

export const createEventInputSchema = eventFields.superRefine(checkEvent, checkEventWhen);
export type CreateEventInput = z.infer<typeof createEventInputSchema>;

export const updateEventInputSchema = common.updateFieldsOf(eventFields).superRefine(checkEvent, checkEventWhen);
export type UpdateEventInput = z.infer<typeof updateEventInputSchema>;

export const eventSchema = z.object({
  ...common.projectChildMetaShape,
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  location: z.string(),
  capacity: z.number().int().nullable(),
});
export type ProjectEvent = z.infer<typeof eventSchema>;

export const eventSortFields = ['startsAt', 'createdAt', 'title'] as const;
export const eventListQuerySchema = common.listQuerySchema(eventSortFields, 'startsAt:asc');
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const { one: eventResponseSchema, page: eventListResponseSchema } = common.coveredResponseSchemasOf(eventSchema);
