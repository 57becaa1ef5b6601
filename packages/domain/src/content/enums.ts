import { indicatorDefinitions, type IndicatorKey } from '../dashboard.ts';
import { formatExactNumber, formatNumber } from '../format.ts';

// Enumerations are stable codes (stored as text, sent by the API); the screens show the Portuguese labels.

/**
 * A closed list of codes declared once with the Portuguese label of each: `codes` in declaration order (a non-empty
 * tuple zod and drizzle take as an enum), `labels` by code, and `label`, the lookup a screen or an export uses. The lookup
 * takes any string so it can render whatever the API or a history entry holds: an unknown code shows as itself, and
 * nothing as ''.
 */
export function labelledCodes<const K extends string>(
  labels: Record<K, string>,
): { codes: readonly [K, ...K[]]; labels: Record<K, string>; label: (code: string | null | undefined) => string } {
  const byCode: Record<string, string> = labels;
  return {
    codes: Object.keys(labels) as [K, ...K[]],
    labels,
    label: (code) => (code == null ? '' : Object.hasOwn(byCode, code) ? byCode[code]! : code),
  };
}

export const {
  codes: projectCategories,
  labels: projectCategoryLabels,
  label: categoryLabel,
} = labelledCodes({
  reforestation: 'Reflorestamento',
  conservation: 'Conservação',
  agroforestry: 'Agrofloresta',
  renewable_energy: 'Energia renovável',
  water_resources: 'Recursos hídricos',
  waste: 'Resíduos',
  environmental_education: 'Educação ambiental',
  other: 'Outro',
});
export type ProjectCategory = (typeof projectCategories)[number];

export const {
  codes: biomes,
  labels: biomeLabels,
  label: biomeLabel,
} = labelledCodes({
  amazonia: 'Amazônia',
  cerrado: 'Cerrado',
  mata_atlantica: 'Mata Atlântica',
  caatinga: 'Caatinga',
  pampa: 'Pampa',
  pantanal: 'Pantanal',
});
export type Biome = (typeof biomes)[number];

export const {
  codes: projectStatuses,
  labels: projectStatusLabels,
  label: projectStatusLabel,
} = labelledCodes({
  planned: 'Planejado',
  in_progress: 'Em andamento',
  completed: 'Concluído',
});
export type ProjectStatus = (typeof projectStatuses)[number];

export const {
  codes: reportStatuses,
  labels: reportStatusLabels,
  label: reportStatusLabel,
} = labelledCodes({
  draft: 'Rascunho',
  published: 'Publicado',
  certified: 'Certificado',
});
export type ReportStatus = (typeof reportStatuses)[number];
/** The statuses a person may choose; "certified" is reached only through a wallet-signed certificate. */
export const editableReportStatuses = ['draft', 'published'] as const;
export type EditableReportStatus = (typeof editableReportStatuses)[number];

/** The 27 federative units of Brazil (26 states and the Federal District); `stateName("SP")` is "São Paulo". */
export const {
  codes: brazilianStates,
  labels: brazilianStateNames,
  label: stateName,
} = labelledCodes({
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
});
export type BrazilianState = (typeof brazilianStates)[number];

/** `{ value, label }` pairs in declaration order, for selects. */
export const toOptions = <K extends string>(codes: readonly K[], labels: Record<K, string>) =>
  codes.map((value) => ({ value, label: labels[value] }));

export const categoryOptions = toOptions(projectCategories, projectCategoryLabels);
export const biomeOptions = toOptions(biomes, biomeLabels);
export const projectStatusOptions = toOptions(projectStatuses, projectStatusLabels);
export const reportStatusOptions = toOptions(editableReportStatuses, reportStatusLabels);
export const stateOptions = brazilianStates.map((value) => ({
  value,
  label: `${value} — ${brazilianStateNames[value]}`,
}));

// The six report indicators are defined once in dashboard.ts (key, label, unit, decimals); these are lookups over it.
export const indicatorKeys: readonly IndicatorKey[] = indicatorDefinitions.map((d) => d.key);
const byKey = <V>(pick: (d: (typeof indicatorDefinitions)[number]) => V) =>
  Object.fromEntries(indicatorDefinitions.map((d) => [d.key, pick(d)])) as Record<IndicatorKey, V>;
export const indicatorLabels = byKey((d) => d.label as string);
/** tCO2e, árvores, ha, m³, t, pessoas. */
export const indicatorUnits = byKey((d) => d.unit as string);
const indicatorDecimals = byKey((d) => d.decimals as number);

/** An indicator with its unit in pt-BR: 1234.5 tCO2e → "1.234,50 tCO2e"; counts without decimals ("1.200 árvores"). */
export function formatIndicator(key: IndicatorKey, value: number | null | undefined): string {
  if (value == null) return '—';
  return `${formatNumber(value, indicatorDecimals[key])} ${indicatorUnits[key]}`;
}

/**
 * The value exactly as signed, with its unit, where the display rounds it away (3.125 t → "3,125 t" beside "3,13 t");
 * null where the rounded display already shows every digit.
 */
export function formatSignedIndicator(key: IndicatorKey, value: number | null | undefined): string | null {
  if (value == null || Number(value.toFixed(indicatorDecimals[key])) === value) return null;
  return `${formatExactNumber(value)} ${indicatorUnits[key]}`;
}
