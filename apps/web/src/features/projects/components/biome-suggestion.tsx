// The biome of the point chosen on the map, from IBGE's biome map (docs/places.md), offered beside the form's "Bioma":
// a suggestion the person takes with one click or ignores. The map's outlines (~33 KB gzip) are their own chunk,
// loaded with the form, never on the first screen.
import { useFormContext, useWatch } from 'react-hook-form';
import { biomeLabels, type Biome } from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { parseDecimalText } from '../../../lib/pt-number';
import { useAsyncValue } from '../../../lib/use-async-value';

type BiomeAt = (longitude: number, latitude: number) => Biome | null;

// Failing to load it leaves no suggestion: the person chooses the biome, as before.
const loadBiomeAt = () => import('@raiz/domain/biomes').then((m): BiomeAt => m.biomeAt);

const coordinate = (text: unknown) => {
  if (typeof text !== 'string' || text.trim() === '') return Number.NaN;
  const parsed = parseDecimalText(text, { dotDecimal: true });
  return 'value' in parsed && typeof parsed.value === 'number' ? parsed.value : Number.NaN;
};

export function BiomeSuggestion() {
  const { setValue } = useFormContext();
  const [latitude, longitude, chosen] = useWatch({ name: ['latitude', 'longitude', 'biome'] }) as [
    unknown,
    unknown,
    string,
  ];
  const biomeAt = useAsyncValue('biomes', loadBiomeAt).value;
  const suggested = biomeAt ? biomeAt(coordinate(longitude), coordinate(latitude)) : null;
  if (!suggested) return null;
  const label = biomeLabels[suggested];
  return (
    <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-muted sm:col-span-2">
      <span>
        Pelo ponto no mapa, o bioma é <strong className="text-fg">{label}</strong> (mapa de biomas do IBGE).
      </span>
      {chosen !== suggested && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => setValue('biome', suggested, { shouldDirty: true, shouldValidate: true })}
        >
          Usar {label}
        </Button>
      )}
    </div>
  );
}
