// The offline map (docs/map.md): Brazil and its states as SVG, markers placed by the same projection, grouped when
// they crowd. Its own lazily loaded chunk with the outline data (bench/README.md, "Map bytes").
import { geoMercator, geoPath } from 'd3-geo';
import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { country, stateBorders, states } from './brazil-outline';
import { clusterPlaced, projectCount, type MapPoint, type MapRendererProps } from './map-point';

const WIDTH = 480;
const HEIGHT = 470;
const PAD = 10;
/** Markers closer than this (in the map's units, about CSS pixels on a phone) are grouped. */
const CLUSTER_RADIUS = 22;

// Fitted to the mainland and Fernando de Noronha: Trindade and Martim Vaz, 1,100 km out at sea, would shrink the
// whole country to fit them in (they fall just outside the drawing).
const framed = {
  type: 'MultiPoint' as const,
  coordinates: [
    [-74.0, -33.8],
    [-32.3, 5.3],
  ],
};
const projection = geoMercator().fitExtent(
  [
    [PAD, PAD],
    [WIDTH - PAD, HEIGHT - PAD],
  ],
  framed,
);
const path = geoPath(projection);
const statePaths = states.features.map((f) => ({ id: String(f.id), d: path(f) ?? '' }));
const bordersPath = path(stateBorders) ?? '';
const countryPath = path(country) ?? '';

const activate = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
};

function groupLabel(items: MapPoint[]) {
  return items.length === 1 ? `Projeto ${items[0]!.name}` : `${projectCount(items.length)} neste lugar`;
}

export default function BrazilMap({ points, onSelect, onPick, picked, selectedKeys, label }: MapRendererProps) {
  const clusters = useMemo(() => {
    const placed = points.flatMap((point) => {
      const xy = projection([point.longitude, point.latitude]);
      return xy ? [{ x: xy[0], y: xy[1], item: point }] : [];
    });
    return clusterPlaced(placed, CLUSTER_RADIUS);
  }, [points]);
  const pin = picked ? projection([picked.longitude, picked.latitude]) : null;

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * WIDTH;
    const y = ((event.clientY - box.top) / box.height) * HEIGHT;
    const lonLat = projection.invert?.([x, y]);
    if (lonLat) onPick(lonLat[1], lonLat[0]);
  };

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="group"
      aria-label={label}
      className={`block h-auto w-full ${onPick ? 'cursor-crosshair' : ''}`}
      onClick={onPick ? pick : undefined}
      data-map="offline"
    >
      <g aria-hidden="true">
        {statePaths.map((s) => (
          <path key={s.id} d={s.d} className="fill-surface-2" />
        ))}
        <path d={bordersPath} className="fill-none stroke-border" strokeWidth={0.8} />
        <path d={countryPath} className="fill-none stroke-muted" strokeWidth={1.2} />
      </g>
      {clusters.map((cluster) => {
        const open = cluster.items.some((p) => selectedKeys?.has(p.key));
        const select = () => onSelect(cluster.items);
        const many = cluster.items.length > 1;
        return (
          <g
            key={cluster.items[0]!.key}
            role="button"
            tabIndex={0}
            aria-label={groupLabel(cluster.items)}
            aria-pressed={open}
            className="cursor-pointer outline-none [&:focus-visible>circle]:stroke-ring [&:focus-visible>circle]:stroke-[3]"
            transform={`translate(${cluster.x.toFixed(1)} ${cluster.y.toFixed(1)})`}
            onClick={(event) => {
              event.stopPropagation();
              select();
            }}
            onKeyDown={activate(select)}
            data-count={cluster.items.length}
          >
            {many ? (
              <>
                <circle
                  r={many ? 13 : 8}
                  className={open ? 'fill-fg stroke-surface' : 'fill-primary stroke-surface'}
                  strokeWidth={2}
                />
                <text
                  textAnchor="middle"
                  dy="0.35em"
                  className={`${open ? 'fill-bg' : 'fill-primary-fg'} text-[11px] font-bold`}
                  aria-hidden="true"
                >
                  {cluster.items.length}
                </text>
              </>
            ) : (
              <circle
                r={7}
                className={open ? 'fill-fg stroke-surface' : 'fill-primary stroke-surface'}
                strokeWidth={2}
              />
            )}
          </g>
        );
      })}
      {pin && (
        <g transform={`translate(${pin[0].toFixed(1)} ${pin[1].toFixed(1)})`} aria-hidden="true" data-pin="">
          <circle r={13} className="fill-danger/30" />
          <circle r={6} className="fill-danger stroke-surface" strokeWidth={2} />
        </g>
      )}
    </svg>
  );
}
