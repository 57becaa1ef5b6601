// The six report indicators, in display order, with their pt-BR names, units, the header of their CSV column and the
// decimals screens show. Kept free of zod so the public home page can name them without loading the schema library
// (dashboard.ts re-exports them).
export const indicatorDefinitions = [
  {
    key: 'co2eTonnes',
    label: 'Carbono evitado/sequestrado',
    unit: 'tCO2e',
    csvHeader: 'Carbono evitado/sequestrado (tCO2e)',
    decimals: 2,
  },
  { key: 'treesPlanted', label: 'Árvores plantadas', unit: 'árvores', csvHeader: 'Árvores plantadas', decimals: 0 },
  { key: 'restoredAreaHa', label: 'Área restaurada', unit: 'ha', csvHeader: 'Área restaurada (ha)', decimals: 2 },
  { key: 'waterM3', label: 'Água', unit: 'm³', csvHeader: 'Água (m³)', decimals: 2 },
  { key: 'wasteTonnes', label: 'Resíduos', unit: 't', csvHeader: 'Resíduos (t)', decimals: 2 },
  {
    key: 'peopleBenefited',
    label: 'Pessoas beneficiadas',
    unit: 'pessoas',
    csvHeader: 'Pessoas beneficiadas',
    decimals: 0,
  },
] as const;
export type IndicatorKey = (typeof indicatorDefinitions)[number]['key'];
