import { z } from 'zod';
import {
  dataSchema,
  dateField,
  isDateRangeInverted,
  listQuerySchema,
  nonNegativeNumber,
  pageSchema,
  requiredText,
  rowMetaShape,
  textField,
  versionField,
} from './common.ts';
import { biomes, brazilianStates, projectCategories, projectStatuses } from './enums.ts';

export const projectEndDateMessage = 'A data de término deve ser igual ou posterior à de início.';
export const projectCoordinatesMessage = 'Informe a latitude e a longitude juntas.';

const projectFields = z.strictObject({
  name: requiredText(200, 'Informe o nome do projeto.'),
  description: textField(5000).optional(),
  category: z.enum(projectCategories, { error: 'Escolha uma categoria.' }),
  biome: z.enum(biomes, { error: 'Escolha um bioma.' }),
  municipality: requiredText(120, 'Informe o município.'),
  state: z.enum(brazilianStates, { error: 'Escolha uma UF.' }),
  latitude: z
    .number({ error: 'Latitude inválida.' })
    .min(-90, 'A latitude vai de -90 a 90.')
    .max(90, 'A latitude vai de -90 a 90.')
    .nullable()
    .optional(),
  longitude: z
    .number({ error: 'Longitude inválida.' })
    .min(-180, 'A longitude vai de -180 a 180.')
    .max(180, 'A longitude vai de -180 a 180.')
    .nullable()
    .optional(),
  areaHa: nonNegativeNumber().nullable().optional().describe('Área em hectares.'),
  status: z.enum(projectStatuses, { error: 'Escolha a situação.' }),
  startDate: dateField().nullable().optional(),
  endDate: dateField().nullable().optional(),
});

type ProjectChecked = {
  latitude?: number | null;
  longitude?: number | null;
  startDate?: string | null;
  endDate?: string | null;
};

// Cross-field rules. On a partial update a field left out is unknown (the server checks the merged row again);
// on create a field left out is empty.
const checkProject = (partial: boolean) => (value: ProjectChecked, ctx: z.RefinementCtx) => {
  if (isDateRangeInverted(value.startDate, value.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: projectEndDateMessage });
  }
  const known = !partial || (value.latitude !== undefined && value.longitude !== undefined);
  const hasLat = value.latitude != null;
  const hasLng = value.longitude != null;
  if (known && hasLat !== hasLng) {
    ctx.addIssue({ code: 'custom', path: [hasLat ? 'longitude' : 'latitude'], message: projectCoordinatesMessage });
  }
};

export const createProjectInputSchema = projectFields
  .extend({ status: projectFields.shape.status.default('planned') })
  .superRefine(checkProject(false));
export type CreateProjectInput = z.infer<typeof createProjectInputSchema>;
/** What a form holds before parsing (status may be left out: it defaults to "planned"). */
export type CreateProjectFormValues = z.input<typeof createProjectInputSchema>;

export const updateProjectInputSchema = projectFields
  .partial()
  .extend({ version: versionField() })
  .superRefine(checkProject(true));
export type UpdateProjectInput = z.infer<typeof updateProjectInputSchema>;

export const projectSchema = z.object({
  ...rowMetaShape,
  name: z.string(),
  description: z.string(),
  category: z.enum(projectCategories),
  biome: z.enum(biomes),
  municipality: z.string(),
  state: z.enum(brazilianStates),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  areaHa: z.number().nullable(),
  status: z.enum(projectStatuses),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectSortFields = ['createdAt', 'name'] as const;
export const projectListQuerySchema = listQuerySchema(projectSortFields, 'createdAt:desc');
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectResponseSchema = dataSchema(projectSchema);
export const projectListResponseSchema = dataSchema(pageSchema(projectSchema));
