// The six report indicators as the panel names them: the domain's definitions (label, unit, decimals) plus the
// short names that fit a tab, an axis or a table header.
import { indicatorDefinitions, type IndicatorKey } from '@raiz/domain/dashboard';

const shortLabels: Record<IndicatorKey, string> = {
  co2eTonnes: 'Carbono',
  treesPlanted: 'Árvores',
  restoredAreaHa: 'Área restaurada',
  waterM3: 'Água',
  wasteTonnes: 'Resíduos',
  peopleBenefited: 'Pessoas',
};

export interface IndicatorDefinition {
  key: IndicatorKey;
  label: string;
  shortLabel: string;
  unit: string;
  decimals: number;
}

export const indicators: readonly [IndicatorDefinition, ...IndicatorDefinition[]] = [
  { ...indicatorDefinitions[0], shortLabel: shortLabels[indicatorDefinitions[0].key] },
  ...indicatorDefinitions.slice(1).map((d) => ({ ...d, shortLabel: shortLabels[d.key] })),
];

export function indicatorByKey(key: IndicatorKey): IndicatorDefinition {
  return indicators.find((i) => i.key === key) ?? indicators[0];
}
