import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  indicatorDefinitions,
  reportStatusOptions,
  type CreateReportInput,
  type Report,
  type UpdateReportInput,
} from '@raiz/domain';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { FormSection, ImplicitSubmit, InputWithUnit, Wide, controlProps } from '../../../components/ui/form-layout';
import { ConflictNotice, DraftRestoredNotice, FormError } from '../../../components/ui/form-notices';
import { Select, type SelectOption } from '../../../components/ui/select';
import { draftKey } from '../../../lib/form-draft';
import { useRecordForm } from '../../../lib/use-record-form';
import { useCreateReport } from '../api/create-report';
import { reportQueryOptions } from '../api/get-report';
import { useUpdateReport } from '../api/update-report';
import {
  createReportFormSchema,
  emptyReportFormValues,
  reportToFormValues,
  updateReportFormSchema,
  type ReportFormValues,
} from '../report-form-values';

type ReportRequest = CreateReportInput | UpdateReportInput;

/**
 * Create (no `report`) or edit a report that is not certified; saved from the header's or the bottom bar's
 * "Salvar". `projectOptions` are the person's projects (the route fetches them).
 */
export function ReportForm({
  report,
  projectOptions,
  defaultProjectId,
  userId,
  onSaved,
  onCancel,
}: {
  report?: Report;
  projectOptions: SelectOption[];
  /** Project chosen in advance (a report created from a project's page). */
  defaultProjectId?: string;
  userId: string | undefined;
  onSaved: (report: Report, created: boolean) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateReport();
  const update = useUpdateReport(report?.id ?? '');

  const { form, submit, restoredAt, discardDraft, conflict, reloadCurrent, isReloading, isDirty } = useRecordForm<
    ReportFormValues,
    ReportRequest,
    Report
  >({
    schema: (report ? updateReportFormSchema : createReportFormSchema) as z.ZodType<ReportRequest, ReportFormValues>,
    defaultValues: report ? reportToFormValues(report) : emptyReportFormValues(defaultProjectId),
    draftKey: draftKey(userId, 'relatorio', report?.id),
    editorText: report
      ? `Editando “${report.title}” — alterações não salvas`
      : 'Novo relatório — alterações não salvas',
    save: (input) =>
      report ? update.mutateAsync(input as UpdateReportInput) : create.mutateAsync(input as CreateReportInput),
    onSaved: (saved) => onSaved(saved, !report),
    onCancel,
    reload: report
      ? async () => reportToFormValues(await queryClient.fetchQuery({ ...reportQueryOptions(report.id), staleTime: 0 }))
      : undefined,
  });

  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: keyof ReportFormValues) => errors[name]?.message;

  // The report's own project stays choosable even when it is not among the person's (an admin editing, a long list).
  const options =
    report?.projectId && !projectOptions.some((o) => o.value === report.projectId)
      ? [...projectOptions, { value: report.projectId, label: report.projectName ?? 'Projeto atual' }]
      : projectOptions;

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={report ? 'Editar relatório' : 'Novo relatório'}
      className="flex flex-col gap-5"
    >
      <ImplicitSubmit />
      {restoredAt && <DraftRestoredNotice savedAt={restoredAt} onDiscard={discardDraft} />}
      {conflict && (
        <ConflictNotice message={conflict} isDirty={isDirty} isReloading={isReloading} onReload={reloadCurrent} />
      )}
      <FormError message={errors.root?.server?.message} />

      <FormSection title="Dados do relatório">
        <Wide>
          <Field id="report-title" label="Título" error={error('title')}>
            <Input {...controlProps('report-title', error('title'))} autoComplete="off" {...register('title')} />
          </Field>
        </Wide>
        <Field
          id="report-project"
          label="Projeto"
          hint={options.length === 0 ? 'Você ainda não tem projetos; o relatório pode ficar sem projeto.' : undefined}
          error={error('projectId')}
        >
          <Select
            {...controlProps(
              'report-project',
              error('projectId'),
              options.length === 0 ? 'Você ainda não tem projetos; o relatório pode ficar sem projeto.' : undefined,
            )}
            placeholder="Sem projeto"
            options={options}
            {...register('projectId')}
          />
        </Field>
        <Field
          id="report-status"
          label="Situação"
          hint="Publicado entra nos números públicos da plataforma e pode ser certificado."
          error={error('status')}
        >
          <Select
            {...controlProps(
              'report-status',
              error('status'),
              'Publicado entra nos números públicos da plataforma e pode ser certificado.',
            )}
            options={reportStatusOptions}
            {...register('status')}
          />
        </Field>
        <Field id="report-period-start" label="Início do período" error={error('periodStart')}>
          <Input
            {...controlProps('report-period-start', error('periodStart'))}
            type="date"
            {...register('periodStart')}
          />
        </Field>
        <Field id="report-period-end" label="Fim do período" error={error('periodEnd')}>
          <Input {...controlProps('report-period-end', error('periodEnd'))} type="date" {...register('periodEnd')} />
        </Field>
        <Wide>
          <Field id="report-summary" label="Resumo (opcional)" error={error('summary')}>
            <Textarea
              {...controlProps('report-summary', error('summary'))}
              rows={5}
              placeholder="O que foi feito no período, como foi medido, quem participou…"
              {...register('summary')}
            />
          </Field>
        </Wide>
      </FormSection>

      <FormSection
        title="Indicadores de impacto"
        description="Preencha os que se aplicam ao período; deixe em branco os que não foram medidos. Use vírgula para decimais."
      >
        {indicatorDefinitions.map((d) => {
          const id = `report-${d.key}`;
          return (
            <Field key={d.key} id={id} label={`${d.label} (${d.unit})`} error={error(d.key)}>
              <InputWithUnit
                {...controlProps(id, error(d.key))}
                unit={d.unit}
                inputMode={d.decimals === 0 ? 'numeric' : 'decimal'}
                autoComplete="off"
                {...register(d.key)}
              />
            </Field>
          );
        })}
      </FormSection>
    </form>
  );
}
