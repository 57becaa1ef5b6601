// The offline map (docs/map.md): Brazil and its states as SVG, markers placed by the same projection, grouped when
// they crowd. Its own lazily loaded chunk with the outline data (bench/README.md, "Map bytes").
import { geoMercator, geoPath } from 'd3-geo';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { country, stateBorders, states } from './brazil-outline';
import { clusterPlaced, projectCount, type MapPoint, type MapRendererProps } from './map-point';

const WIDTH = 480;
const HEIGHT = 470;
const PAD = 10;
/** Markers closer than this (in the map's units, about CSS pixels on a phone) are grouped. */
const CLUSTER_RADIUS = 22;
/** How far in the offline map zooms (8×: a state fills it), and each button press or wheel notch. */
const MAX_ZOOM = 8;
const ZOOM_STEP = 1.6;
/** A press that moves more than this (map units) is a drag that pans, not a click that picks. */
const DRAG_THRESHOLD = 4;

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

/** The part of the drawing in view: its top-left corner and width (the height keeps the drawing's ratio). */
interface View {
  x: number;
  y: number;
  w: number;
}
const whole: View = { x: 0, y: 0, w: WIDTH };

/** The view zoomed by `factor` around (px, py), in the drawing's units, kept inside the drawing. */
function zoomView(view: View, factor: number, px: number, py: number): View {
  const w = Math.min(WIDTH, Math.max(WIDTH / MAX_ZOOM, view.w / factor));
  const ratio = w / view.w;
  return clampView({ x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio, w });
}
function clampView(view: View): View {
  const h = (view.w * HEIGHT) / WIDTH;
  return {
    w: view.w,
    x: Math.min(WIDTH - view.w, Math.max(0, view.x)),
    y: Math.min(HEIGHT - h, Math.max(0, view.y)),
  };
}

/**
 * Zoom (docs/map.md): buttons, the wheel, a pinch; a drag pans when zoomed in. Answers the view and the handlers,
 * and whether the last press was a drag (so its click picks nothing).
 */
function useZoom(svg: RefObject<SVGSVGElement | null>) {
  const [view, setView] = useState<View>(whole);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);
  const start = useRef<{ view: View; spread: number; x: number; y: number } | null>(null);

  /** A client point in the drawing's units under `v`. */
  const toMap = (clientX: number, clientY: number, v: View) => {
    const box = svg.current!.getBoundingClientRect();
    const scale = v.w / box.width;
    return { x: v.x + (clientX - box.left) * scale, y: v.y + (clientY - box.top) * scale, scale };
  };

  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    // Not React's onWheel: it is passive, and the page must not scroll while the map zooms.
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((v) => {
        const at = toMap(event.clientX, event.clientY, v);
        return zoomView(v, event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, at.x, at.y);
      });
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => element.removeEventListener('wheel', wheel);
  }, [svg]); // eslint-disable-line react-hooks/exhaustive-deps -- toMap reads the element at call time

  const spreadOf = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) dragged.current = false;
    start.current = { view, spread: spreadOf(), x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(event.pointerId) || !start.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const from = start.current;
    if (pointers.current.size >= 2 && from.spread > 0) {
      dragged.current = true;
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const mid = toMap((a.x + b.x) / 2, (a.y + b.y) / 2, from.view);
      setView(zoomView(from.view, spreadOf() / from.spread, mid.x, mid.y));
      return;
    }
    const box = svg.current!.getBoundingClientRect();
    const scale = from.view.w / box.width;
    const dx = (event.clientX - from.x) * scale;
    const dy = (event.clientY - from.y) * scale;
    if (!dragged.current && Math.hypot(dx, dy) * (WIDTH / from.view.w) < DRAG_THRESHOLD) return;
    if (from.view.w >= WIDTH) return; // nothing to pan at the whole country
    dragged.current = true;
    setView(clampView({ ...from.view, x: from.view.x - dx, y: from.view.y - dy }));
  };
  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    start.current = pointers.current.size ? { view, spread: spreadOf(), ...[...pointers.current.values()][0]! } : null;
  };
  const zoomBy = (factor: number) =>
    setView((v) => zoomView(v, factor, v.x + v.w / 2, v.y + (v.w * HEIGHT) / WIDTH / 2));

  return {
    view,
    zoom: WIDTH / view.w,
    dragged,
    toMap,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    reset: () => setView(whole),
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}

const zoomButton =
  'flex h-11 w-11 items-center justify-center rounded-lg border border-border bg-surface text-lg font-bold text-fg shadow-sm hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40';

export default function BrazilMap({ points, onSelect, onPick, picked, selectedKeys, label }: MapRendererProps) {
  const svg = useRef<SVGSVGElement>(null);
  const { view, zoom, dragged, toMap, zoomIn, zoomOut, reset, handlers } = useZoom(svg);
  // Markers keep their size on screen at every zoom, and group by their distance on screen.
  const clusters = useMemo(() => {
    const placed = points.flatMap((point) => {
      const xy = projection([point.longitude, point.latitude]);
      return xy ? [{ x: xy[0], y: xy[1], item: point }] : [];
    });
    return clusterPlaced(placed, CLUSTER_RADIUS / zoom);
  }, [points, zoom]);
  const pin = picked ? projection([picked.longitude, picked.latitude]) : null;
  const markerScale = `scale(${(1 / zoom).toFixed(4)})`;

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick || dragged.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const at = toMap(event.clientX, event.clientY, view);
    const lonLat = projection.invert?.([at.x, at.y]);
    if (lonLat) onPick(lonLat[1], lonLat[0]);
  };

  return (
    <div className="relative">
      <svg
        ref={svg}
        viewBox={`${view.x.toFixed(2)} ${view.y.toFixed(2)} ${view.w.toFixed(2)} ${((view.w * HEIGHT) / WIDTH).toFixed(2)}`}
        role="group"
        aria-label={label}
        className={`block h-auto w-full select-none ${onPick ? 'cursor-crosshair' : ''}`}
        style={{ touchAction: zoom > 1 ? 'none' : 'pan-x pan-y' }}
        onClick={onPick ? pick : undefined}
        {...handlers}
        data-map="offline"
        data-zoom={zoom.toFixed(2)}
      >
        <g aria-hidden="true">
          {statePaths.map((s) => (
            <path key={s.id} d={s.d} className="fill-surface-2" />
          ))}
          <path
            d={bordersPath}
            className="fill-none stroke-border"
            strokeWidth={0.8}
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={countryPath}
            className="fill-none stroke-muted"
            strokeWidth={1.2}
            vectorEffect="non-scaling-stroke"
          />
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
              transform={`translate(${cluster.x.toFixed(2)} ${cluster.y.toFixed(2)}) ${markerScale}`}
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
          <g
            transform={`translate(${pin[0].toFixed(2)} ${pin[1].toFixed(2)}) ${markerScale}`}
            aria-hidden="true"
            data-pin=""
          >
            <circle r={13} className="fill-danger/30" />
            <circle r={6} className="fill-danger stroke-surface" strokeWidth={2} />
          </g>
        )}
      </svg>
      <div className="absolute right-2 top-2 flex flex-col gap-1.5">
        <button
          type="button"
          className={zoomButton}
          onClick={zoomIn}
          disabled={zoom >= MAX_ZOOM}
          aria-label="Aproximar o mapa"
        >
          +
        </button>
        <button type="button" className={zoomButton} onClick={zoomOut} disabled={zoom <= 1} aria-label="Afastar o mapa">
          −
        </button>
        {zoom > 1 && (
          <button type="button" className={`${zoomButton} text-xs`} onClick={reset} aria-label="Ver o Brasil inteiro">
            BR
          </button>
        )}
      </div>
    </div>
  );
}
