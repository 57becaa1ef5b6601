// The device's position, asked once (the project form's map, a report's position). Geolocation needs no network, so
// it works offline in the field; the browser asks the person first.
import type { geolocationMessages } from '@raiz/domain';

export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** Radius of the 95 % confidence circle, in metres, as the device reports it. */
  accuracyM: number;
}
export type DevicePositionProblem = keyof typeof geolocationMessages;

/** The position, or why there is none (its message in geolocationMessages). Gives up after 20 s. */
export function requestDevicePosition(): Promise<DevicePosition | { problem: DevicePositionProblem }> {
  if (!('geolocation' in navigator)) return Promise.resolve({ problem: 'unsupported' });
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyM: coords.accuracy }),
      (error) =>
        resolve({
          problem:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    ),
  );
}
