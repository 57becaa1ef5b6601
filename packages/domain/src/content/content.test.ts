import { describe, expect, it } from 'vitest';
import {
  biomeLabel,
  brazilianStates,
  categoryLabel,
  categoryOptions,
  createEventInputSchema,
  createProjectInputSchema,
  createReportInputSchema,
  foldForSearch,
  formatIndicator,
  formatSignedIndicator,
  indicatorUnits,
  projectListQuerySchema,
  projectStatusLabel,
  reportStatusLabel,
  stateName,
  updateProjectInputSchema,
  updateReportInputSchema,
} from '../index.ts';

const project = {
  name: 'Nascentes',
  category: 'water_resources',
  biome: 'cerrado',
  municipality: 'Brasília',
  state: 'DF',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('content labels', () => {
  it('shows each code with its Portuguese label', () => {
    expect(categoryLabel('renewable_energy')).toBe('Energia renovável');
    expect(categoryLabel('environmental_education')).toBe('Educação ambiental');
    expect(biomeLabel('mata_atlantica')).toBe('Mata Atlântica');
    expect(biomeLabel('amazonia')).toBe('Amazônia');
    expect(projectStatusLabel('in_progress')).toBe('Em andamento');
    expect(reportStatusLabel('certified')).toBe('Certificado');
    expect(stateName('SP')).toBe('São Paulo');
    expect(categoryLabel('desconhecido')).toBe('desconhecido');
    // A name every object inherits is still an unknown code, not the inherited function.
    expect(categoryLabel('constructor')).toBe('constructor');
    expect(biomeLabel(null)).toBe('');
  });

  it('lists the 27 federative units and the options in order', () => {
    expect(brazilianStates).toHaveLength(27);
    expect(new Set(brazilianStates).size).toBe(27);
    expect(categoryOptions[0]).toEqual({ value: 'reforestation', label: 'Reflorestamento' });
    expect(categoryOptions.at(-1)).toEqual({ value: 'other', label: 'Outro' });
  });

  it('formats indicators with their units', () => {
    expect(indicatorUnits).toEqual({
      co2eTonnes: 'tCO2e',
      treesPlanted: 'árvores',
      restoredAreaHa: 'ha',
      waterM3: 'm³',
      wasteTonnes: 't',
      peopleBenefited: 'pessoas',
    });
    expect(formatIndicator('co2eTonnes', 1234.5)).toBe('1.234,50 tCO2e');
    expect(formatIndicator('treesPlanted', 1200)).toBe('1.200 árvores');
    // The value as signed, where the display rounds it away; nothing where the display already shows it whole.
    expect(formatIndicator('wasteTonnes', 3.125)).toBe('3,13 t');
    expect(formatSignedIndicator('wasteTonnes', 3.125)).toBe('3,125 t');
    expect(formatSignedIndicator('co2eTonnes', 1234.5)).toBeNull();
    expect(formatSignedIndicator('treesPlanted', 1200)).toBeNull();
    expect(formatSignedIndicator('waterM3', null)).toBeNull();
    expect(formatIndicator('waterM3', null)).toBe('—');
  });
});

describe('content schemas', () => {
  it('defaults and checks a list query', () => {
    expect(projectListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'createdAt:desc' });
    expect(projectListQuerySchema.parse({ page: '2', pageSize: '100', q: ' mata ', sort: 'name:asc' })).toEqual({
      page: 2,
      pageSize: 100,
      q: 'mata',
      sort: 'name:asc',
    });
    expect(projectListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(projectListQuerySchema.safeParse({ sort: 'ownerId:asc' }).success).toBe(false);
  });

  it('folds a search text as the server does: no case, no accents, everything else kept', () => {
    expect(foldForSearch('SÃO Paulo')).toBe('sao paulo');
    expect(foldForSearch('Água, Ação, Pé de Ipê')).toBe('agua, acao, pe de ipe');
    expect(foldForSearch('100%_ok')).toBe('100%_ok');
  });

  it('accepts a project ending the day it starts and refuses one ending before', () => {
    expect(createProjectInputSchema.parse({ ...project, startDate: '2025-01-01', endDate: '2025-01-01' }).status).toBe(
      'planned',
    );
    const inverted = createProjectInputSchema.safeParse({ ...project, startDate: '2025-01-02', endDate: '2025-01-01' });
    expect(messagesOf(inverted)).toEqual({ endDate: 'A data de término deve ser igual ou posterior à de início.' });
    expect(messagesOf(createProjectInputSchema.safeParse({ ...project, longitude: -47.9 }))).toEqual({
      latitude: 'Informe a latitude e a longitude juntas.',
    });
  });

  it('requires the version on an update and allows a partial one', () => {
    expect(updateProjectInputSchema.safeParse({ name: 'Outro' }).success).toBe(false);
    expect(updateProjectInputSchema.parse({ version: 3, name: ' Outro ' })).toEqual({ version: 3, name: 'Outro' });
    // Only one coordinate in a patch: the server checks it against the stored other half.
    expect(updateProjectInputSchema.safeParse({ version: 3, latitude: -15.8 }).success).toBe(true);
  });

  it('never lets a client certify a report', () => {
    expect(messagesOf(updateReportInputSchema.safeParse({ version: 1, status: 'certified' }))).toEqual({
      status: 'Um relatório só fica certificado pela assinatura da carteira.',
    });
  });

  it('compares event instants across time zones', () => {
    const base = { title: 'Mutirão' };
    // 10:00 in Brasília is 13:00 UTC: ending at 12:30 UTC is before the start.
    expect(
      createEventInputSchema.safeParse({
        ...base,
        startsAt: '2025-05-01T10:00:00-03:00',
        endsAt: '2025-05-01T12:30:00Z',
      }).success,
    ).toBe(false);
    expect(
      createEventInputSchema.safeParse({
        ...base,
        startsAt: '2025-05-01T10:00:00-03:00',
        endsAt: '2025-05-01T13:30:00Z',
      }).success,
    ).toBe(true);
  });

  it('reports every field error at once, cross-field rules included, on every resource', () => {
    // A wrong type on one field used to stop zod before the object's rules: the period came in a second round.
    expect(
      messagesOf(
        createReportInputSchema.safeParse({
          title: 'T',
          periodStart: '2025-03-01',
          periodEnd: '2025-01-01',
          waterM3: 'abc',
        }),
      ),
    ).toEqual({ waterM3: expect.any(String), periodEnd: 'O fim do período deve ser igual ou posterior ao início.' });
    expect(
      messagesOf(
        updateReportInputSchema.safeParse({
          version: 1,
          periodStart: '2025-03-01',
          periodEnd: '2025-01-01',
          treesPlanted: 'x',
        }),
      ),
    ).toEqual({
      treesPlanted: expect.any(String),
      periodEnd: 'O fim do período deve ser igual ou posterior ao início.',
    });
    expect(
      messagesOf(
        createProjectInputSchema.safeParse({
          ...project,
          category: undefined,
          startDate: '2025-01-02',
          endDate: '2025-01-01',
          latitude: 100,
        }),
      ),
    ).toEqual({
      category: 'Escolha uma categoria.',
      endDate: 'A data de término deve ser igual ou posterior à de início.',
      latitude: 'A latitude vai de -90 a 90.',
      longitude: 'Informe a latitude e a longitude juntas.',
    });
    expect(
      messagesOf(
        createEventInputSchema.safeParse({
          title: 'Mutirão',
          startsAt: '2025-05-01T10:00:00-03:00',
          endsAt: '2025-05-01T09:00:00-03:00',
          capacity: 'dez',
        }),
      ),
    ).toEqual({ capacity: expect.any(String), endsAt: 'O término deve ser igual ou posterior ao início.' });
  });

  it('skips a cross-field rule whose own fields are unusable, and never throws on a body that is not an object', () => {
    expect(
      messagesOf(createReportInputSchema.safeParse({ title: 'T', periodStart: 20250301, periodEnd: '2025-01-01' })),
    ).toEqual({ periodStart: expect.any(String) });
    for (const body of [null, 'texto', 42, []]) {
      expect(createReportInputSchema.safeParse(body).success).toBe(false);
      expect(updateProjectInputSchema.safeParse(body).success).toBe(false);
    }
  });
});
