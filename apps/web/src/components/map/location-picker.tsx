// The project form's place (docs/map.md, docs/places.md): a click on the map or the device's location fills the
// latitude and longitude fields, which can still be typed. A click in the sea (outside Brazil) is refused; typed
// coordinates outside Brazil get a warning, and a point outside the chosen state a warning with its distance.
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  brazilianStates,
  mapMessages,
  placeMessages,
  pointOutsideStateMessage,
  withinBrazilBounds,
  type BrazilianState,
} from '@raiz/domain';
import { requestDevicePosition } from '../../lib/device-position';
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

/** How far outside the chosen state the place is (km), or null when inside, unknown or no state is chosen. */
function useOutsideState(place: { latitude: number; longitude: number } | null, state: unknown) {
  const chosen = (brazilianStates as readonly unknown[]).includes(state) ? (state as BrazilianState) : null;
  const key = place && chosen ? `${place.latitude},${place.longitude},${chosen}` : '';
  const [checked, setChecked] = useState<{ key: string; distanceKm: number | null } | null>(null);
  useEffect(() => {
    if (!place || !chosen) return;
    let current = true;
    void import('./brazil-outline').then(({ placeAgainstState }) => {
      const where = placeAgainstState(place.latitude, place.longitude, chosen);
      if (current) setChecked({ key, distanceKm: where && !where.inside ? where.distanceKm : null });
    });
    return () => {
      current = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- `key` stands for `place` and `chosen`
  if (!key || checked?.key !== key || checked.distanceKm === null || !chosen) return null;
  return { state: chosen, distanceKm: checked.distanceKm };
}

export function LocationPicker({
  latitudeName = 'latitude',
  longitudeName = 'longitude',
  stateName,
}: {
  latitudeName?: string;
  longitudeName?: string;
  /** The form's state (UF) field: a place outside it is warned about. */
  stateName?: string;
}) {
  const { setValue } = useFormContext();
  const [latText, lonText, state] = useWatch({
    name: [latitudeName, longitudeName, stateName ?? latitudeName],
  }) as unknown[];
  const latitude = asNumber(latText);
  const longitude = asNumber(lonText);
  const place =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
      ? { latitude, longitude }
      : null;
  const outside = useOutsideBrazil(place);
  const outsideState = useOutsideState(outside ? null : place, stateName ? state : null);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const put = (lat: number, lon: number) => {
    setRefused(null);
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue(latitudeName, asText(lat), options);
    setValue(longitudeName, asText(lon), options);
  };

  // A click on the map: the sea, or another country, is no project's place.
  const pick = (lat: number, lon: number) => {
    const refuse = () => setRefused(placeMessages.pointInOcean);
    if (!withinBrazilBounds(lat, lon)) return refuse();
    void import('./brazil-outline').then(({ inBrazil }) => (inBrazil(lat, lon) ? put(lat, lon) : refuse()));
  };

  const locate = async () => {
    setLocationError(null);
    setLocating(true);
    const found = await requestDevicePosition();
    setLocating(false);
    if (!('problem' in found)) return put(found.latitude, found.longitude);
    setLocationError(
      found.problem === 'denied'
        ? mapMessages.geolocationDenied
        : found.problem === 'unsupported'
          ? mapMessages.geolocationUnsupported
          : mapMessages.geolocationUnavailable,
    );
  };

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={() => void locate()} disabled={locating}>
          {locating ? 'Obtendo sua localização...' : 'Usar minha localização'}
        </Button>
        <p className="text-sm text-muted">
          Ou clique no mapa para marcar o lugar do projeto (aproxime com os botões, a roda do mouse ou dois dedos).
        </p>
      </div>
      {locationError && (
        <p role="alert" className="text-sm text-danger">
          {locationError}
        </p>
      )}
      {refused && (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="map-refused">
          {refused}
        </p>
      )}
      {outsideState && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-fg">
          <AlertIcon width={18} height={18} className="mt-0.5 shrink-0 text-danger" />
          {pointOutsideStateMessage(outsideState.state, outsideState.distanceKm)}
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
          onPick={pick}
          picked={place}
          label="Mapa para marcar o lugar do projeto: clique para preencher a latitude e a longitude"
          compact={false}
        />
      </div>
    </div>
  );
}
