import { Fragment } from 'react';
import { formatCoordinates } from '@raiz/domain';

/** A point's latitude and longitude; a narrow column breaks the line between them, never inside either. */
export function Coordinates({ latitude, longitude }: { latitude: number; longitude: number }) {
  return formatCoordinates(latitude, longitude)
    .split(' · ')
    .map((part, index) => (
      <Fragment key={part}>
        {index > 0 && ' · '}
        <span className="whitespace-nowrap">{part}</span>
      </Fragment>
    ));
}
