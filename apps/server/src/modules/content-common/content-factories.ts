import type {
  ProjectChildCollection,
  CreateEventInput,
  CreatePostInput,
  CreateProductInput,
  CreateProjectInput,
  CreateReportInput,
} from '@raiz/domain';

// Valid request bodies for tests and seed data; override what a case is about.

export const projectInput = (overrides: Partial<CreateProjectInput> = {}): CreateProjectInput => ({
  name: 'Corredor Verde do Rio Doce',
  description: 'Recomposição de mata ciliar com espécies nativas.',
  category: 'reforestation',
  biome: 'mata_atlantica',
  municipality: 'Governador Valadares',
  // No IBGE code by default, as projects saved before the list (a test that sets one sets the matching name).
  municipalityCode: null,
  carNumber: null,
  state: 'MG',
  latitude: -18.85,
  longitude: -41.95,
  areaHa: 120.5,
  status: 'in_progress',
  startDate: '2024-03-01',
  endDate: '2026-12-31',
  ...overrides,
});

export const reportInput = (overrides: Partial<CreateReportInput> = {}): CreateReportInput => ({
  title: 'Relatório do 1º semestre',
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  summary: 'Plantio de mudas e monitoramento.',
  co2eTonnes: 152.75,
  treesPlanted: 4200,
  restoredAreaHa: 18.5,
  waterM3: 1300,
  wasteTonnes: 2.25,
  peopleBenefited: 350,
  status: 'draft',
  ...overrides,
});

export const postInput = (overrides: Partial<CreatePostInput> = {}): CreatePostInput => ({
  title: 'Mutirão de plantio',
  content: '# Mutirão\n\nObrigado a **todas** as pessoas que vieram!',
  published: true,
  ...overrides,
});

export const eventInput = (overrides: Partial<CreateEventInput> = {}): CreateEventInput => ({
  title: 'Dia de campo',
  description: 'Visita guiada às áreas restauradas.',
  startsAt: '2025-09-20T09:00:00-03:00',
  endsAt: '2025-09-20T16:00:00-03:00',
  location: 'Sede da associação',
  capacity: 40,
  ...overrides,
});

export const productInput = (overrides: Partial<CreateProductInput> = {}): CreateProductInput => ({
  name: 'Muda de ipê-amarelo',
  description: 'Muda com 40 cm, em saquinho.',
  priceCents: 1250,
  unit: 'muda',
  stock: 300,
  active: true,
  ...overrides,
});

/** A valid body of each resource under a project, named by `marker`: a row of each fills a test's space. */
export const projectChildInputs: Record<ProjectChildCollection, (marker: string) => object> = {
  posts: (marker) => postInput({ title: `Post ${marker}` }),
  events: (marker) => eventInput({ title: `Evento ${marker}` }),
  products: (marker) => productInput({ name: `Produto ${marker}` }),
};
