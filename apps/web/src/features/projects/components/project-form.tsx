import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  biomeOptions,
  categoryOptions,
  projectStatusOptions,
  stateOptions,
  type CreateProjectInput,
  type Project,
  type UpdateProjectInput,
} from '@raiz/domain';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { DraftRestoredNotice, ConflictNotice, FormError } from '../../../components/ui/form-notices';
import { FormSection, ImplicitSubmit, Wide, controlProps } from '../../../components/ui/form-layout';
import { Select } from '../../../components/ui/select';
import { draftKey } from '../../../lib/form-draft';
import { useRecordForm } from '../../../lib/use-record-form';
import { useCreateProject } from '../api/create-project';
import { projectQueryOptions } from '../api/get-project';
import { useUpdateProject } from '../api/update-project';
import {
  createProjectFormSchema,
  emptyProjectFormValues,
  projectToFormValues,
  updateProjectFormSchema,
  type ProjectFormValues,
} from '../project-form-values';

type ProjectRequest = CreateProjectInput | UpdateProjectInput;

/** Create (no `project`) or edit a project; saved from the header's or the bottom bar's "Salvar". */
export function ProjectForm({
  project,
  userId,
  onSaved,
  onCancel,
}: {
  project?: Project;
  /** Whose draft this is (drafts are kept per person in this browser). */
  userId: string | undefined;
  onSaved: (project: Project, created: boolean) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateProject();
  const update = useUpdateProject(project?.id ?? '');

  const { form, submit, restoredAt, discardDraft, conflict, reloadCurrent, isReloading, isDirty } = useRecordForm<
    ProjectFormValues,
    ProjectRequest,
    Project
  >({
    schema: (project ? updateProjectFormSchema : createProjectFormSchema) as z.ZodType<
      ProjectRequest,
      ProjectFormValues
    >,
    defaultValues: project ? projectToFormValues(project) : emptyProjectFormValues,
    draftKey: draftKey(userId, 'projeto', project?.id),
    editorText: project ? `Editando “${project.name}” — alterações não salvas` : 'Novo projeto — alterações não salvas',
    save: (input) =>
      project ? update.mutateAsync(input as UpdateProjectInput) : create.mutateAsync(input as CreateProjectInput),
    onSaved: (saved) => onSaved(saved, !project),
    onCancel,
    reload: project
      ? async () =>
          projectToFormValues(await queryClient.fetchQuery({ ...projectQueryOptions(project.id), staleTime: 0 }))
      : undefined,
  });

  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: keyof ProjectFormValues) => errors[name]?.message;
  const latitudeHint = 'Em graus decimais, por exemplo -15,7942.';
  const longitudeHint = 'Em graus decimais, por exemplo -47,8822.';

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={project ? 'Editar projeto' : 'Novo projeto'}
      className="flex flex-col gap-5"
    >
      <ImplicitSubmit />
      {restoredAt && <DraftRestoredNotice savedAt={restoredAt} onDiscard={discardDraft} />}
      {conflict && (
        <ConflictNotice message={conflict} isDirty={isDirty} isReloading={isReloading} onReload={reloadCurrent} />
      )}
      <FormError message={errors.root?.server?.message} />

      <FormSection title="Identificação">
        <Wide>
          <Field id="project-name" label="Nome do projeto" error={error('name')}>
            <Input {...controlProps('project-name', error('name'))} autoComplete="off" {...register('name')} />
          </Field>
        </Wide>
        <Wide>
          <Field id="project-description" label="Descrição (opcional)" error={error('description')}>
            <Textarea
              {...controlProps('project-description', error('description'))}
              rows={4}
              {...register('description')}
            />
          </Field>
        </Wide>
      </FormSection>

      <FormSection title="Classificação">
        <Field id="project-category" label="Categoria" error={error('category')}>
          <Select
            {...controlProps('project-category', error('category'))}
            placeholder="Selecione a categoria"
            options={categoryOptions}
            {...register('category')}
          />
        </Field>
        <Field id="project-biome" label="Bioma" error={error('biome')}>
          <Select
            {...controlProps('project-biome', error('biome'))}
            placeholder="Selecione o bioma"
            options={biomeOptions}
            {...register('biome')}
          />
        </Field>
        <Field id="project-status" label="Situação" error={error('status')}>
          <Select
            {...controlProps('project-status', error('status'))}
            options={projectStatusOptions}
            {...register('status')}
          />
        </Field>
        <Field id="project-area" label="Área em hectares (opcional)" hint="Por exemplo 12,5." error={error('areaHa')}>
          <Input
            {...controlProps('project-area', error('areaHa'), 'Por exemplo 12,5.')}
            inputMode="decimal"
            autoComplete="off"
            {...register('areaHa')}
          />
        </Field>
      </FormSection>

      <FormSection title="Localização">
        <Field id="project-municipality" label="Município" error={error('municipality')}>
          <Input
            {...controlProps('project-municipality', error('municipality'))}
            autoComplete="address-level2"
            {...register('municipality')}
          />
        </Field>
        <Field id="project-state" label="UF" error={error('state')}>
          <Select
            {...controlProps('project-state', error('state'))}
            placeholder="Selecione a UF"
            options={stateOptions}
            {...register('state')}
          />
        </Field>
        <Field id="project-latitude" label="Latitude (opcional)" hint={latitudeHint} error={error('latitude')}>
          <Input
            {...controlProps('project-latitude', error('latitude'), latitudeHint)}
            autoComplete="off"
            {...register('latitude')}
          />
        </Field>
        <Field id="project-longitude" label="Longitude (opcional)" hint={longitudeHint} error={error('longitude')}>
          <Input
            {...controlProps('project-longitude', error('longitude'), longitudeHint)}
            autoComplete="off"
            {...register('longitude')}
          />
        </Field>
      </FormSection>

      <FormSection title="Período">
        <Field id="project-start" label="Início (opcional)" error={error('startDate')}>
          <Input {...controlProps('project-start', error('startDate'))} type="date" {...register('startDate')} />
        </Field>
        <Field id="project-end" label="Término (opcional)" error={error('endDate')}>
          <Input {...controlProps('project-end', error('endDate'))} type="date" {...register('endDate')} />
        </Field>
      </FormSection>
    </form>
  );
}
