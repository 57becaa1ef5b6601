import { z } from 'zod';
import { indicatorDefinitions, type IndicatorKey } from './indicators.ts';

export { indicatorDefinitions, type IndicatorKey };

const totalsShape = Object.fromEntries(indicatorDefinitions.map((d) => [d.key, z.number()])) as Record<
  IndicatorKey,
  z.ZodNumber
>;
export const indicatorTotalsSchema = z.object(totalsShape);
export type IndicatorTotals = z.infer<typeof indicatorTotalsSchema>;

/** One of the signed-in person's projects with coordinates, for the panel's map. */
export const ownMapPointSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type OwnMapPoint = z.infer<typeof ownMapPointSchema>;

const knownDashboardCountsSchema = z.object({
  projects: z.number(),
  reports: z.number(),
  posts: z.number(),
  events: z.number(),
  products: z.number(),
  certificates: z.number(),
});

export const dashboardSchema = z.object({
  // A resource the server's manifest counts on the panel beyond these is answered under its collection's name too.
  counts: knownDashboardCountsSchema.catchall(z.number()),
  /** RDX balance in base units (6 decimals) as a decimal string; null without a wallet or chain. */
  rdxBalance: z.string().nullable(),
  totals: indicatorTotalsSchema,
  /**
   * Of what `totals` counts: the verified reports (docs/design.md §8, "Verified impact") and the rest, self-declared.
   * No `.describe()` text: this module is on the first screen (the home page's figures), whose JS budget is full.
   */
  verified: z.object({ reports: z.number(), totals: indicatorTotalsSchema }),
  selfDeclared: z.object({ reports: z.number(), totals: indicatorTotalsSchema }),
  byMonth: z.array(indicatorTotalsSchema.extend({ month: z.string() })),
  byProject: z.array(indicatorTotalsSchema.extend({ projectId: z.string().nullable(), projectName: z.string() })),
  places: z.array(ownMapPointSchema).describe('Os projetos da pessoa com coordenadas, para o mapa (até 500).'),
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
export type Dashboard = Omit<z.infer<typeof dashboardSchema>, 'counts'> & {
  counts: z.infer<typeof knownDashboardCountsSchema>;
};

/** The home page's figures: certified reports of the projects in the public registry only (docs/registry.md). */
export const publicImpactSchema = z.object({
  totals: indicatorTotalsSchema,
  counts: z.object({
    certifiedReports: z.number().describe('Relatórios certificados dos projetos do registro público.'),
    projects: z.number().describe('Projetos no registro público.'),
    organizations: z.number().describe('Organizações com projetos no registro público.'),
  }),
});
export type PublicImpact = z.infer<typeof publicImpactSchema>;
