// The six report indicators, in display order, with their pt-BR names, units and the decimals screens show (a CSV
// column is named "label (unit)", or the label alone for a count: server-kit's indicatorColumns). Kept free of zod, and
// small, so the public home page can name them without loading the schema library (dashboard.ts re-exports them).
export const indicatorDefinitions = [
  { key: 'co2eTonnes', label: 'Carbono evitado/sequestrado', unit: 'tCO2e', decimals: 2 },
  { key: 'treesPlanted', label: 'Árvores plantadas', unit: 'árvores', decimals: 0 },
  { key: 'restoredAreaHa', label: 'Área restaurada', unit: 'ha', decimals: 2 },
  { key: 'waterM3', label: 'Água', unit: 'm³', decimals: 2 },
  { key: 'wasteTonnes', label: 'Resíduos', unit: 't', decimals: 2 },
  {
    key: 'peopleBenefited',
    label: 'Pessoas beneficiadas',
    unit: 'pessoas',

    decimals: 0,
  },
] as const;
export type IndicatorKey = (typeof indicatorDefinitions)[number]['key'];
