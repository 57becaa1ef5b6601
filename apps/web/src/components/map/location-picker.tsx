// The project form's place (docs/map.md): a click on the map or the device's location fills the latitude and
// longitude fields, which can still be typed; coordinates outside Brazil get a warning, never a refusal.
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { mapMessages, withinBrazilBounds } from '@raiz/domain';
import { parseDecimalText } from '../../lib/pt-number';
import { Button } from '../ui/button';
import { AlertIcon } from '../ui/icons';
import { MapView } from './map-view';

const DECIMALS = 5; // ~1 m: more than any project needs, fewer than the device gives.

const asNumber = (text: unknown) => {
  const parsed = parseDecimalText(typeof text === 'string' ? text : '', { dotDecimal: true });
  return 'value' in parsed ? parsed.value : null;
};
const asText = (value: number) =>
  value
    .toFixed(DECIMALS)
    .replace(/\.?0+$/, '')
    .replace('.', ',');

/** Whether a place is outside Brazil: the box first, then the outline (its chunk loaded only for that). */
function useOutsideBrazil(place: { latitude: number; longitude: number } | null) {
  const key = place ? `${place.latitude},${place.longitude}` : '';
  const inBox = place ? withinBrazilBounds(place.latitude, place.longitude) : false;
  const [checked, setChecked] = useState<{ key: string; inside: boolean } | null>(null);
  useEffect(() => {
    if (!place || !inBox) return;
    let current = true;
    void import('./brazil-outline').then(({ inBrazil }) => {
      if (current) setChecked({ key, inside: inBrazil(place.latitude, place.longitude) });
    });
    return () => {
      current = false;
    };
  }, [key, inBox]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` stands for `place`
  if (!place) return false;
  if (!inBox) return true;
  return checked?.key === key && !checked.inside;
}

export function LocationPicker({ latitudeName = 'latitude', longitudeName = 'longitude' }) {
  const { setValue } = useFormContext();
  const [latText, lonText] = useWatch({ name: [latitudeName, longitudeName] }) as unknown[];
  const latitude = asNumber(latText);
  const longitude = asNumber(lonText);
  const place =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
      ? { latitude, longitude }
      : null;
  const outside = useOutsideBrazil(place);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);

  const put = (lat: number, lon: number) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue(latitudeName, asText(lat), options);
    setValue(longitudeName, asText(lon), options);
  };

  const locate = () => {
    setLocationError(null);
    if (!('geolocation' in navigator)) return setLocationError(mapMessages.geolocationUnsupported);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        put(position.coords.latitude, position.coords.longitude);
      },
      (error) => {
        setLocating(false);
        setLocationError(
          error.code === error.PERMISSION_DENIED ? mapMessages.geolocationDenied : mapMessages.geolocationUnavailable,
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={locate} disabled={locating}>
          {locating ? 'Obtendo sua localização...' : 'Usar minha localização'}
        </Button>
        <p className="text-sm text-muted">Ou clique no mapa para marcar o lugar do projeto.</p>
      </div>
      {locationError && (
        <p role="alert" className="text-sm text-danger">
          {locationError}
        </p>
      )}
      {outside && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-fg">
          <AlertIcon width={18} height={18} className="mt-0.5 shrink-0 text-danger" />
          {mapMessages.outsideBrazil}
        </p>
      )}
      <div className="max-w-md overflow-hidden rounded-xl border border-border bg-bg">
        <MapView
          points={[]}
          onSelect={() => {}}
          onPick={put}
          picked={place}
          label="Mapa para marcar o lugar do projeto: clique para preencher a latitude e a longitude"
          compact={false}
        />
      </div>
    </div>
  );
}
