// How an organisation's history entry reads (docs/organizations.md#history): what happened, to what, and each
// field's value before and after, in Portuguese. Values are as the server stored them; codes become their labels.
import {
  biomeLabel,
  categoryLabel,
  formatCnpj,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  indicatorLabels,
  organizationRoleLabel,
  organizationTypeLabel,
  projectStatusLabel,
  reportStatusLabel,
  accreditationStatusLabel,
  verdictLabel,
  verificationSectionLabel,
  verificationStatusLabel,
  type HistoryAction,
  type HistoryChange,
  type HistoryEntityType,
  type HistoryEntry,
} from '@raiz/domain';
import { projectChildKinds } from '../../lib/content-kit/project-child-kind';

export const historyActionLabels: Record<HistoryAction, string> = {
  create: 'Criação',
  update: 'Edição',
  delete: 'Exclusão',
  move_in: 'Entrada na organização',
  move_out: 'Saída da organização',
  publish: 'Publicação',
  unpublish: 'Retirada do registro',
  certify: 'Certificação',
  member_join: 'Novo membro',
  member_role: 'Mudança de papel',
  member_remove: 'Remoção de membro',
  member_leave: 'Saída de membro',
  invite: 'Convite',
  settings: 'Configurações',
  accredit: 'Credenciamento',
  accreditation_renew: 'Renovação do credenciamento',
  accreditation_suspend: 'Suspensão do credenciamento',
  accreditation_reinstate: 'Restabelecimento do credenciamento',
  accreditation_revoke: 'Revogação do credenciamento',
  verification_request: 'Pedido de verificação',
  verification_message: 'Mensagem da verificação',
  verification_verdicts: 'Pareceres da verificação',
  verification_sign: 'Declaração de verificação assinada',
  verification_withdraw: 'Retirada da verificação',
};

const entityLabels: Record<HistoryEntityType, string> = {
  organization: 'Organização',
  member: 'Membro',
  invitation: 'Convite',
  project: 'Projeto',
  report: 'Relatório',
  certificate: 'Certificado',
  accreditation: 'Credenciamento',
  verification: 'Verificação',
  // A child resource's entries, by its kind's words.
  ...(Object.fromEntries(projectChildKinds.map((kind) => [kind.historyEntity, kind.noun.One])) as Record<
    (typeof projectChildKinds)[number]['historyEntity'],
    string
  >),
};

const contentEntities: readonly HistoryEntityType[] = [
  'project',
  'report',
  'certificate',
  ...projectChildKinds.map((kind) => kind.historyEntity),
];

/**
 * A verification's line by what its summary holds (verifications.service.ts): the report's title for a request, the
 * verdicts and the signature; the start of the message; the reason of a withdrawal.
 */
function verificationTitle(entry: HistoryEntry): string {
  switch (entry.action) {
    case 'verification_message':
      return `Mensagem: “${entry.summary}”`;
    case 'verification_withdraw':
      return `Motivo: ${entry.summary}`;
    default:
      return `Relatório “${entry.summary}”`;
  }
}

/** The entry's line: a content row by kind and name ("Projeto “Mata Viva”"); the others' summaries are sentences. */
export function historyTitle(entry: HistoryEntry): string {
  if (entry.entityType === 'verification') return verificationTitle(entry);
  if (!contentEntities.includes(entry.entityType)) return entry.summary;
  return `${entityLabels[entry.entityType]} “${entry.summary}”`;
}

const fieldLabels: Record<string, string> = {
  name: 'Nome',
  title: 'Título',
  description: 'Descrição',
  summary: 'Resumo',
  content: 'Conteúdo',
  type: 'Tipo',
  cnpj: 'CNPJ',
  website: 'Site',
  slug: 'Endereço público',
  role: 'Papel',
  category: 'Categoria',
  biome: 'Bioma',
  municipality: 'Município',
  state: 'UF',
  latitude: 'Latitude',
  longitude: 'Longitude',
  areaHa: 'Área (ha)',
  status: 'Situação',
  startDate: 'Início',
  endDate: 'Término',
  projectId: 'Projeto',
  periodStart: 'Início do período',
  periodEnd: 'Fim do período',
  publishedAt: 'Publicado em',
  certificateCode: 'Certificado',
  published: 'Publicado',
  startsAt: 'Início',
  endsAt: 'Término',
  location: 'Local',
  capacity: 'Vagas',
  priceCents: 'Preço',
  unit: 'Unidade',
  stock: 'Estoque',
  active: 'Ativo',
  public: 'No registro público',
  hiddenReason: 'Motivo da ocultação',
  verdicts: 'Pareceres',
  scope: 'Escopo',
  validFrom: 'Início da vigência',
  validUntil: 'Fim da vigência',
  ...indicatorLabels,
};

export function fieldLabel(field: string): string {
  return fieldLabels[field] ?? field;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const EMPTY = '(vazio)';

/** One value of a change as a person reads it. */
export function formatChangeValue(change: Pick<HistoryChange, 'field'>, value: unknown, entity: HistoryEntityType) {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  const text = String(value);
  switch (change.field) {
    case 'role':
      return organizationRoleLabel(text);
    case 'type':
      return organizationTypeLabel(text);
    case 'category':
      return categoryLabel(text);
    case 'biome':
      return biomeLabel(text);
    case 'status':
      if (entity === 'verification') return verificationStatusLabel(text);
      if (entity === 'accreditation') return accreditationStatusLabel(text);
      return entity === 'project' ? projectStatusLabel(text) : reportStatusLabel(text);
    case 'verdicts':
      return Array.isArray(value) ? verdictsText(value) : text;
    case 'scope':
      return isScope(value) ? scopeText(value) : text;
    case 'cnpj':
      return formatCnpj(text);
    case 'priceCents':
      return typeof value === 'number' ? formatMoney(value) : text;
  }
  if (typeof value === 'number') return formatNumber(value, Number.isInteger(value) ? 0 : 2);
  if (DATE.test(text)) return formatDate(text);
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return formatDateTime(text);
  if (typeof value === 'object') return JSON.stringify(value);
  return text;
}

/** Saved verdicts as "Indicadores: Conforme (comentário); Evidências: Não avaliado". */
function verdictsText(list: unknown[]): string {
  if (list.length === 0) return EMPTY;
  return list
    .map((item) => {
      const { section, verdict, comment } = (item ?? {}) as { section?: string; verdict?: string; comment?: string };
      const name = verificationSectionLabel(section);
      const label = verdictLabel(verdict);
      return comment ? `${name}: ${label} (${comment})` : `${name}: ${label}`;
    })
    .join('; ');
}

const isScope = (value: unknown): value is { biomes: string[]; categories: string[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { biomes?: unknown }).biomes) &&
  Array.isArray((value as { categories?: unknown }).categories);

/** An accreditation's scope as "Biomas: Cerrado, Pampa · Categorias: Reflorestamento". */
const scopeText = (scope: { biomes: string[]; categories: string[] }) =>
  `Biomas: ${scope.biomes.map(biomeLabel).join(', ')} · Categorias: ${scope.categories.map(categoryLabel).join(', ')}`;
