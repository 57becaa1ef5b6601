import { z } from 'zod';

/** The six report indicators, in display order, with their pt-BR names and units. */
export const indicatorDefinitions = [
  { key: 'co2eTonnes', label: 'Carbono evitado/sequestrado', unit: 'tCO2e', decimals: 2 },
  { key: 'treesPlanted', label: 'Árvores plantadas', unit: 'árvores', decimals: 0 },
  { key: 'restoredAreaHa', label: 'Área restaurada', unit: 'ha', decimals: 2 },
  { key: 'waterM3', label: 'Água', unit: 'm³', decimals: 2 },
  { key: 'wasteTonnes', label: 'Resíduos', unit: 't', decimals: 2 },
  { key: 'peopleBenefited', label: 'Pessoas beneficiadas', unit: 'pessoas', decimals: 0 },
] as const;
export type IndicatorKey = (typeof indicatorDefinitions)[number]['key'];

const totalsShape = Object.fromEntries(indicatorDefinitions.map((d) => [d.key, z.number()])) as Record<
  IndicatorKey,
  z.ZodNumber
>;
export const indicatorTotalsSchema = z.object(totalsShape);
export type IndicatorTotals = z.infer<typeof indicatorTotalsSchema>;

export const dashboardSchema = z.object({
  counts: z.object({
    projects: z.number(),
    reports: z.number(),
    posts: z.number(),
    events: z.number(),
    products: z.number(),
    certificates: z.number(),
  }),
  /** RDX balance in base units (6 decimals) as a decimal string; null without a wallet or chain. */
  rdxBalance: z.string().nullable(),
  totals: indicatorTotalsSchema,
  byMonth: z.array(indicatorTotalsSchema.extend({ month: z.string() })),
  byProject: z.array(indicatorTotalsSchema.extend({ projectId: z.string().nullable(), projectName: z.string() })),
  recent: z.array(
    z.object({
      kind: z.enum(['report', 'project']),
      id: z.string(),
      title: z.string(),
      status: z.string(),
      updatedAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const publicImpactSchema = z.object({
  totals: indicatorTotalsSchema,
  counts: z.object({ publishedReports: z.number(), projects: z.number(), certificates: z.number() }),
});
export type PublicImpact = z.infer<typeof publicImpactSchema>;
