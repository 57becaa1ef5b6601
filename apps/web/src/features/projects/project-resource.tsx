// Projects, described once for the content kit: form, list, texts.
import { z } from 'zod';
import {
  biomeLabel,
  biomeOptions,
  categoryLabel,
  categoryOptions,
  createProjectInputSchema,
  projectListQuerySchema,
  projectStatusLabel,
  projectStatusOptions,
  placeMessages,
  stateOptions,
  updateProjectInputSchema,
  type Project,
  type ProjectListQuery,
} from '@raiz/domain';
import { SelectField, TextAreaField, TextField } from '../../lib/content-kit/fields';
import { LocationPicker } from '../../components/map/location-picker';
import { BiomeSuggestion } from './components/biome-suggestion';
import { KEPT_WITHOUT_CODE, MunicipalityField } from './components/municipality-field';
import { ResourceCard } from '../../lib/content-kit/resource-card';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { FormSection } from '../../components/ui/form-layout';
import { FolderIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import {
  formSchemas,
  listLayout,
  sortsOf,
  type CardProps,
  type FormSpec,
  type ListSpec,
  type Noun,
} from '../../lib/content-kit/resource';
import { blankAsNull, blankAsRequired, coordinateText, decimalText } from '../../lib/form-fields';
import { numberToText } from '../../lib/pt-number';
import { useSpaceAccess, useSpaceChoices } from '../../lib/spaces';
import { formatArea, formatPeriod, projectStatusTone } from './project-display';

export const projectNoun: Noun = { one: 'projeto', many: 'projetos', One: 'Projeto', Many: 'Projetos' };

export const projectDeleteDescription =
  'Os posts, eventos e produtos do projeto também serão excluídos. Os relatórios continuam, sem projeto. Esta ação não pode ser desfeita.';

const projectFormFields = z.object({
  name: z.string(),
  description: z.string(),
  category: blankAsRequired(),
  biome: blankAsRequired(),
  municipality: z.string(),
  /** Set by the municipality field from IBGE's list (docs/places.md): a name typed off the list has none. */
  municipalityCode: z
    .string()
    .refine((code) => code === KEPT_WITHOUT_CODE || /^\d{7}$/.test(code), placeMessages.municipalityFromList)
    .transform((code) => (code === KEPT_WITHOUT_CODE ? undefined : code)),
  carNumber: blankAsNull(),
  state: blankAsRequired(),
  latitude: coordinateText(),
  longitude: coordinateText(),
  areaHa: decimalText(),
  status: blankAsRequired(),
  startDate: blankAsNull(),
  endDate: blankAsNull(),
  /** The space a new project is created in: '' the personal space, else an organisation's id (creation only). */
  organizationId: blankAsNull().optional(),
  /** The version the edit started from (absent when creating). */
  version: z.number().optional(),
});
type ProjectFormValues = z.input<typeof projectFormFields>;

function ProjectFormBody({ item }: { item?: Project }) {
  // The spaces the person may create in, given by the route; none to choose from when it is only the personal one.
  const spaces = useSpaceChoices();
  return (
    <>
      {!item && spaces && spaces.length > 1 && (
        <FormSection
          title="Espaço do projeto"
          description="Quem vai ver e editar o projeto. Depois, só quem gerencia o projeto pode movê-lo."
        >
          <SelectField name="organizationId" options={spaces} placeholder={null} wide />
        </FormSection>
      )}
      <FormSection title="Identificação">
        <TextField name="name" autoComplete="off" wide />
        <TextAreaField name="description" wide />
      </FormSection>
      <FormSection title="Classificação">
        <SelectField name="category" options={categoryOptions} placeholder="Selecione a categoria" />
        <SelectField name="biome" options={biomeOptions} placeholder="Selecione o bioma" />
        <SelectField name="status" options={projectStatusOptions} placeholder={null} />
        <TextField name="areaHa" inputMode="decimal" autoComplete="off" />
      </FormSection>
      <FormSection title="Localização">
        <SelectField name="state" options={stateOptions} placeholder="Selecione a UF" />
        <MunicipalityField />
        <TextField name="latitude" autoComplete="off" />
        <TextField name="longitude" autoComplete="off" />
        <LocationPicker stateName="state" />
        <BiomeSuggestion />
        <TextField name="carNumber" autoComplete="off" spellCheck={false} wide />
      </FormSection>
      <FormSection title="Período">
        <TextField name="startDate" type="date" />
        <TextField name="endDate" type="date" />
      </FormSection>
    </>
  );
}

export const projectForm: FormSpec<Project, ProjectFormValues> = {
  idPrefix: 'project',
  fields: {
    organizationId: {
      label: 'Espaço',
      hint: 'Pessoal: só você. Uma organização: os membros dela, cada um conforme seu papel.',
    },
    name: { label: 'Nome do projeto' },
    description: { label: 'Descrição (opcional)' },
    category: { label: 'Categoria' },
    biome: { label: 'Bioma' },
    status: { label: 'Situação' },
    areaHa: { label: 'Área em hectares (opcional)', hint: 'Por exemplo 12,5.' },
    municipality: { label: 'Município' },
    municipalityCode: { label: 'Código IBGE do município' },
    carNumber: {
      label: 'Número do CAR (opcional)',
      hint: 'Cadastro Ambiental Rural do imóvel: UF-código IBGE do município-32 caracteres.',
      placeholder: 'MT-5107925-…',
    },
    state: { label: 'UF' },
    latitude: { label: 'Latitude (opcional)', hint: 'Em graus decimais, por exemplo -15,7942.' },
    longitude: { label: 'Longitude (opcional)', hint: 'Em graus decimais, por exemplo -47,8822.' },
    startDate: { label: 'Início (opcional)' },
    endDate: { label: 'Término (opcional)' },
  },
  ...formSchemas(projectFormFields, createProjectInputSchema, updateProjectInputSchema),
  empty: {
    name: '',
    description: '',
    category: '',
    biome: '',
    municipality: '',
    municipalityCode: '',
    carNumber: '',
    state: '',
    latitude: '',
    longitude: '',
    areaHa: '',
    status: 'planned',
    startDate: '',
    endDate: '',
    organizationId: '',
  },
  fromItem: (project) => ({
    name: project.name,
    description: project.description,
    category: project.category,
    biome: project.biome,
    municipality: project.municipality,
    municipalityCode: project.municipalityCode ?? KEPT_WITHOUT_CODE,
    carNumber: project.carNumber ?? '',
    state: project.state,
    latitude: numberToText(project.latitude),
    longitude: numberToText(project.longitude),
    areaHa: numberToText(project.areaHa),
    status: project.status,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    version: project.version,
  }),
  Body: ProjectFormBody,
};

function ProjectCard({ item: project, ...card }: CardProps<Project>) {
  const spaces = useSpaceAccess();
  const organizationName = project.organizationId ? spaces.organizationName(project.organizationId) : undefined;
  const area = formatArea(project.areaHa);
  const period = formatPeriod(project.startDate, project.endDate);
  return (
    <ResourceCard
      {...card}
      cover={project.cover}
      name={project.name}
      href={paths.project.href(project.id)}
      deleteDescription={projectDeleteDescription}
      badge={<Badge tone={projectStatusTone[project.status]}>{projectStatusLabel(project.status)}</Badge>}
      actions={
        <ButtonLink to={paths.project.href(project.id)} variant="secondary" size="sm">
          Abrir<span className="sr-only"> o projeto {project.name}</span>
        </ButtonLink>
      }
      fill
    >
      <p className="mt-1 text-sm text-muted">
        {categoryLabel(project.category)} · {biomeLabel(project.biome)} · {project.municipality}/{project.state}
      </p>
      {organizationName && <p className="mt-1 text-sm text-fg">Organização: {organizationName}</p>}
      {(area || period) && (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {area && (
            <div className="flex gap-1.5">
              <dt className="text-muted">Área:</dt>
              <dd className="font-medium text-fg">{area}</dd>
            </div>
          )}
          {period && (
            <div className="flex gap-1.5">
              <dt className="text-muted">Período:</dt>
              <dd className="font-medium text-fg">{period}</dd>
            </div>
          )}
        </dl>
      )}
    </ResourceCard>
  );
}

export const projectList: ListSpec<Project, ProjectListQuery['sort']> = {
  sorts: sortsOf(projectListQuerySchema, {
    'createdAt:desc': 'Mais recentes',
    'createdAt:asc': 'Mais antigos',
    'name:asc': 'Nome (A–Z)',
    'name:desc': 'Nome (Z–A)',
  }),
  searchPlaceholder: 'Nome, município ou descrição',
  layout: listLayout.wideGrid,
  empty: {
    icon: FolderIcon,
    title: 'Você ainda não tem projetos',
    text: 'Cadastre sua primeira iniciativa — reflorestamento, conservação, agrofloresta… — para registrar relatórios, posts, eventos e produtos dela.',
  },
  Card: ProjectCard,
};
