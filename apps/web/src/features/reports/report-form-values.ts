// The report form holds text; this turns it into the API's request and a report back into it.
import { z } from 'zod';
import {
  createReportInputSchema,
  indicatorDefinitions,
  updateReportInputSchema,
  type IndicatorKey,
  type Report,
} from '@raiz/domain';
import { blankAsRequired, blankAsNull, decimalText, integerText, pipeToRequest } from '../../lib/form-fields';
import { numberToText } from '../../lib/pt-number';

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
  status: blankAsRequired(),
  version: z.number().optional(),
});

export type ReportFormValues = z.input<typeof reportFormFields>;

export const createReportFormSchema = pipeToRequest(
  reportFormFields.transform(({ version: _version, ...input }) => input),
  createReportInputSchema,
);

export const updateReportFormSchema = pipeToRequest(reportFormFields, updateReportInputSchema);

const blankIndicators = Object.fromEntries(indicatorDefinitions.map((d) => [d.key, ''])) as Record<
  IndicatorKey,
  string
>;

export function emptyReportFormValues(projectId = ''): ReportFormValues {
  return { title: '', projectId, periodStart: '', periodEnd: '', summary: '', ...blankIndicators, status: 'draft' };
}

export function reportToFormValues(report: Report): ReportFormValues {
  const indicators = Object.fromEntries(
    indicatorDefinitions.map((d) => [d.key, numberToText(report[d.key])]),
  ) as Record<IndicatorKey, string>;
  return {
    title: report.title,
    projectId: report.projectId ?? '',
    periodStart: report.periodStart,
    periodEnd: report.periodEnd,
    summary: report.summary,
    ...indicators,
    // A certified report never reaches the form (it opens read-only); anything else is draft or published.
    status: report.status === 'published' ? 'published' : 'draft',
    version: report.version,
  };
}
