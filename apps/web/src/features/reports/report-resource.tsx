// Reports, described once for the content kit: form (with the impact indicators), list, texts.
import { createContext, useContext, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  createReportInputSchema,
  formatDate,
  indicatorDefinitions,
  reportListQuerySchema,
  reportStatusOptions,
  updateReportInputSchema,
  type IndicatorKey,
  type Report,
  type ReportListQuery,
} from '@raiz/domain';
import { SelectField, TextAreaField, TextField, UnitField } from '../../lib/content-kit/fields';
import { ButtonLink } from '../../components/ui/button';
import { DeleteAction } from '../../components/ui/delete-action';
import { FormSection } from '../../components/ui/form-layout';
import { ReportIcon } from '../../components/ui/icons';
import type { SelectOption } from '../../components/ui/select';
import { paths } from '../../config/paths';
import {
  formSchemas,
  listLayout,
  sortsOf,
  type CardProps,
  type FieldSpecs,
  type FormSpec,
  type ListSpec,
  type Noun,
} from '../../lib/content-kit/resource';
import { blankAsNull, blankAsRequired, coordinateText, decimalText, integerText } from '../../lib/form-fields';
import { numberToText } from '../../lib/pt-number';
import { useSpaceChoices } from '../../lib/spaces';
import { CertificateLink } from './components/certificate-link';
import { ReportIndicatorChips } from './components/report-indicators';
import { ReportPositionFields } from './components/report-position';
import { ReportStatusBadge } from './components/report-status-badge';
import { formatReportPeriod } from './report-display';
import { CardCover } from '../../lib/content-kit/card-cover';
import { CardHeading } from '../../lib/content-kit/resource-card';

export const reportNoun: Noun = { one: 'relatório', many: 'relatórios', One: 'Relatório', Many: 'Relatórios' };

// Counts (trees, people) are whole numbers; the other indicators take decimals.
const indicatorFields = Object.fromEntries(
  indicatorDefinitions.map((d) => [d.key, d.decimals === 0 ? integerText() : decimalText()]),
) as Record<IndicatorKey, ReturnType<typeof decimalText>>;

const reportFormFields = z.object({
  title: z.string(),
  projectId: blankAsNull(),
  periodStart: blankAsRequired(),
  periodEnd: blankAsRequired(),
  summary: z.string(),
  ...indicatorFields,
  // The device's position: filled by its button only, never typed (components/report-position.tsx).
  latitude: coordinateText(),
  longitude: coordinateText(),
  locationAccuracyM: z.number().nullish(),
  status: blankAsRequired(),
  /** The space of a new report without a project: '' the personal one, else an organisation's id (creation only). */
  organizationId: blankAsNull().optional(),
  version: z.number().optional(),
});
type ReportFormValues = z.input<typeof reportFormFields>;

/** The person's projects, for the form's project select (the route fetches them). */
export const ReportProjectOptions = createContext<SelectOption[]>([]);

function ReportFormBody({ item: report }: { item?: Report }) {
  const projectOptions = useContext(ReportProjectOptions);
  // Without a project, a new report asks for its space (given by the route) when there is more than one.
  const spaces = useSpaceChoices();
  const projectId = useWatch({ name: 'projectId' }) as string | undefined;
  const asksSpace = !report && !projectId && spaces !== null && spaces.length > 1;
  // The report's own project stays choosable even when it is not among the person's (an admin editing, a long list).
  const options =
    report?.projectId && !projectOptions.some((o) => o.value === report.projectId)
      ? [...projectOptions, { value: report.projectId, label: report.projectName ?? 'Projeto atual' }]
      : projectOptions;
  return (
    <>
      <FormSection title="Dados do relatório">
        <TextField name="title" autoComplete="off" wide />
        <SelectField
          name="projectId"
          options={options}
          placeholder="Sem projeto"
          hint={options.length === 0 ? 'Você ainda não tem projetos; o relatório pode ficar sem projeto.' : undefined}
        />
        {asksSpace && <SelectField name="organizationId" options={spaces} placeholder={null} />}
        <SelectField name="status" options={reportStatusOptions} placeholder={null} />
        <TextField name="periodStart" type="date" />
        <TextField name="periodEnd" type="date" />
        <TextAreaField name="summary" rows={5} wide />
      </FormSection>
      <FormSection
        title="Indicadores de impacto"
        description="Preencha os que se aplicam ao período; deixe em branco os que não foram medidos. Use vírgula para decimais."
      >
        {indicatorDefinitions.map((d) => (
          <UnitField
            key={d.key}
            name={d.key}
            unit={d.unit}
            inputMode={d.decimals === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
          />
        ))}
      </FormSection>
      <ReportPositionFields />
    </>
  );
}

const indicatorSpecs = Object.fromEntries(
  indicatorDefinitions.map((d) => [d.key, { label: `${d.label} (${d.unit})` }]),
) as FieldSpecs<IndicatorKey>;

const blankIndicators = Object.fromEntries(indicatorDefinitions.map((d) => [d.key, ''])) as Record<
  IndicatorKey,
  string
>;

export const reportForm: FormSpec<Report, ReportFormValues> = {
  idPrefix: 'report',
  fields: {
    organizationId: { label: 'Espaço', hint: 'Um relatório sem projeto fica neste espaço.' },
    title: { label: 'Título' },
    projectId: { label: 'Projeto' },
    status: {
      label: 'Situação',
      hint: 'Publicado entra nos números públicos da plataforma e pode ser certificado.',
    },
    periodStart: { label: 'Início do período' },
    periodEnd: { label: 'Fim do período' },
    summary: {
      label: 'Resumo (opcional)',
      placeholder: 'O que foi feito no período, como foi medido, quem participou…',
    },
    ...indicatorSpecs,
    latitude: { label: 'Latitude' },
    longitude: { label: 'Longitude' },
    locationAccuracyM: { label: 'Precisão da posição (m)' },
  },
  ...formSchemas(reportFormFields, createReportInputSchema, updateReportInputSchema),
  empty: {
    title: '',
    projectId: '',
    periodStart: '',
    periodEnd: '',
    summary: '',
    ...blankIndicators,
    latitude: '',
    longitude: '',
    locationAccuracyM: null,
    status: 'draft',
  },
  fromItem: (report) => ({
    title: report.title,
    projectId: report.projectId ?? '',
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    summary: report.summary,
    ...(Object.fromEntries(indicatorDefinitions.map((d) => [d.key, numberToText(report[d.key])])) as Record<
      IndicatorKey,
      string
    >),
    latitude: numberToText(report.latitude),
    longitude: numberToText(report.longitude),
    locationAccuracyM: report.locationAccuracyM,
    // A certified report never reaches the form (it opens read-only); anything else is draft or published.
    status: report.status === 'published' ? 'published' : 'draft',
    version: report.version,
  }),
  Body: ReportFormBody,
};

/** What a report list adds to its cards: the project's name (in the person's list), buttons (Certificar). */
export const ReportCardExtras = createContext<{ showProject: boolean; actions?: (report: Report) => ReactNode }>({
  showProject: false,
});

function ReportCard({ item: report, editHref, onDelete, readOnly = false }: CardProps<Report>) {
  const { showProject, actions } = useContext(ReportCardExtras);
  const certified = report.status === 'certified';
  return (
    <article className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <CardCover cover={report.cover} />
      <CardHeading name={report.title} href={editHref} badge={<ReportStatusBadge status={report.status} />}>
        <p className="mt-0.5 text-sm text-muted">
          Período: {formatReportPeriod(report)}
          {showProject && report.projectId && report.projectName && (
            <>
              {' · '}
              <Link
                to={paths.project.href(report.projectId)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {report.projectName}
              </Link>
            </>
          )}
          {showProject && !report.projectId && ' · Sem projeto'}
        </p>
      </CardHeading>
      <div className="mt-3">
        <ReportIndicatorChips report={report} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ButtonLink to={editHref} variant="outline" size="sm">
          {certified || readOnly ? 'Ver' : 'Editar'}
          <span className="sr-only"> o relatório {report.title}</span>
        </ButtonLink>
        {certified && report.certificateCode && <CertificateLink code={report.certificateCode} size="sm" />}
        {/* A leitor of the report's organisation sees it as it is: no Certificar nor Excluir. */}
        {!readOnly && actions?.(report)}
        {!certified && !readOnly && (
          <DeleteAction
            name={report.title}
            kindLabel="o relatório"
            onDelete={onDelete}
            success={{ title: 'Relatório excluído', description: `“${report.title}” foi excluído.` }}
          />
        )}
        <span className="ml-auto text-xs text-muted">
          {report.publishedAt
            ? `Publicado em ${formatDate(report.publishedAt)}`
            : `Criado em ${formatDate(report.createdAt)}`}
        </span>
      </div>
    </article>
  );
}

export const reportList: ListSpec<Report, ReportListQuery['sort']> = {
  sorts: sortsOf(reportListQuerySchema, {
    'createdAt:desc': 'Criados por último',
    'periodStart:desc': 'Período mais recente',
    'periodStart:asc': 'Período mais antigo',
    'title:asc': 'Título (A–Z)',
  }),
  searchPlaceholder: 'Título ou resumo',
  layout: listLayout.stack,
  empty: {
    icon: ReportIcon,
    title: 'Você ainda não tem relatórios',
    text: 'Registre o impacto de um período: tCO2e, árvores plantadas, área restaurada, água, resíduos e pessoas beneficiadas. Comece como rascunho e publique quando estiver pronto.',
  },
  Card: ReportCard,
};
