// A report's position (docs/ARCHITECTURE.md, Outbox): the device's, offered when the person allows it, with its
// accuracy. Geolocation needs no network, so it is taken offline too and travels in the report's body.
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { geolocationMessages } from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { FormSection, Wide } from '../../../components/ui/form-layout';
import { TextField } from '../../../lib/content-kit/fields';
import { requestDevicePosition } from '../../../lib/device-position';
import { numberToText } from '../../../lib/pt-number';
import { formatPositionAccuracy } from '../report-display';

export function ReportPositionFields() {
  const { setValue } = useFormContext();
  const [latitude, longitude, accuracy] = useWatch({ name: ['latitude', 'longitude', 'locationAccuracyM'] }) as [
    string | undefined,
    string | undefined,
    number | null | undefined,
  ];
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hasPosition = Boolean(latitude?.trim() || longitude?.trim());

  const put = (lat: string, lon: string, accuracyM: number | null) => {
    const options = { shouldDirty: true } as const;
    setValue('latitude', lat, options);
    setValue('longitude', lon, options);
    setValue('locationAccuracyM', accuracyM, options);
  };

  const locate = async () => {
    setProblem(null);
    setLocating(true);
    const found = await requestDevicePosition();
    setLocating(false);
    if ('problem' in found) return setProblem(geolocationMessages[found.problem]);
    put(numberToText(found.latitude), numberToText(found.longitude), found.accuracyM);
  };

  return (
    <FormSection
      title="Localização (opcional)"
      description="A posição deste aparelho, se você permitir: ela é obtida mesmo sem internet."
    >
      <Wide>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => void locate()} disabled={locating}>
            {locating ? 'Obtendo a posição…' : 'Usar a posição deste aparelho'}
          </Button>
          {hasPosition && (
            <Button variant="ghost" size="sm" onClick={() => put('', '', null)}>
              Remover posição
            </Button>
          )}
        </div>
        {problem && (
          <p role="alert" className="mt-2 text-sm text-danger">
            {problem}
          </p>
        )}
      </Wide>
      {hasPosition && (
        <>
          <TextField name="latitude" readOnly />
          <TextField name="longitude" readOnly />
          {accuracy != null && (
            <Wide>
              <p role="status" className="text-sm text-muted">
                {formatPositionAccuracy(accuracy)}
              </p>
            </Wide>
          )}
        </>
      )}
    </FormSection>
  );
}
