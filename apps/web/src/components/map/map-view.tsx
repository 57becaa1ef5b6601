// Which map draws (docs/map.md): the tile map when the server names a tile server, else the offline outline of
// Brazil. Both are their own chunks, loaded only when a map is on screen.
import { lazy, Suspense } from 'react';
import { useMapConfig } from './map-config';
import type { MapRendererProps } from './map-point';

const BrazilMap = lazy(() => import('./brazil-map'));
const TileMap = lazy(() => import('./tile-map'));

function MapPlaceholder({ compact }: { compact?: boolean }) {
  return (
    <div
      className={`flex w-full items-center justify-center text-sm text-muted ${compact ? 'h-64' : 'aspect-[48/47]'}`}
      role="status"
    >
      Carregando o mapa...
    </div>
  );
}

export function MapView(props: MapRendererProps) {
  const config = useMapConfig();
  // Without the setting (yet, or it failed), the offline map: it needs no network.
  if (config.isPending) return <MapPlaceholder compact={props.compact} />;
  const tilesUrl = config.data?.tilesUrl ?? null;
  return (
    <Suspense fallback={<MapPlaceholder compact={props.compact} />}>
      {tilesUrl ? (
        <TileMap {...props} tilesUrl={tilesUrl} attribution={config.data?.attribution ?? null} />
      ) : (
        <BrazilMap {...props} />
      )}
    </Suspense>
  );
}
