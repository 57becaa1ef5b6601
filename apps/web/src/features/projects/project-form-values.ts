// The project form holds text (inputs and selects); this turns it into the API's request and a project back into it.
import { z } from 'zod';
import { createProjectInputSchema, updateProjectInputSchema, type Project } from '@raiz/domain';
import { blankAsRequired, blankAsNull, coordinateText, decimalText, pipeToRequest } from '../../lib/form-fields';
import { numberToText } from '../../lib/pt-number';

const projectFormFields = z.object({
  name: z.string(),
  description: z.string(),
  category: blankAsRequired(),
  biome: blankAsRequired(),
  municipality: z.string(),
  state: blankAsRequired(),
  latitude: coordinateText(),
  longitude: coordinateText(),
  areaHa: decimalText(),
  status: blankAsRequired(),
  startDate: blankAsNull(),
  endDate: blankAsNull(),
  /** The version the edit started from (absent when creating). */
  version: z.number().optional(),
});

export type ProjectFormValues = z.input<typeof projectFormFields>;

export const createProjectFormSchema = pipeToRequest(
  projectFormFields.transform(({ version: _version, ...input }) => input),
  createProjectInputSchema,
);

export const updateProjectFormSchema = pipeToRequest(projectFormFields, updateProjectInputSchema);

export const emptyProjectFormValues: ProjectFormValues = {
  name: '',
  description: '',
  category: '',
  biome: '',
  municipality: '',
  state: '',
  latitude: '',
  longitude: '',
  areaHa: '',
  status: 'planned',
  startDate: '',
  endDate: '',
};

export function projectToFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    description: project.description,
    category: project.category,
    biome: project.biome,
    municipality: project.municipality,
    state: project.state,
    latitude: numberToText(project.latitude),
    longitude: numberToText(project.longitude),
    areaHa: numberToText(project.areaHa),
    status: project.status,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    version: project.version,
  };
}
