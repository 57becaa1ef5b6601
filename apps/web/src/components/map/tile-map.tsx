// The tile map (docs/map.md), only when MAP_TILES_URL is set: Leaflet over the configured {z}/{x}/{y} tiles, with
// the offline map's markers, groups (recomputed at each zoom) and cards. Its own lazily loaded chunk.
import 'leaflet/dist/leaflet.css';
import './tile-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { brazilBounds } from '@raiz/domain';
import { clusterPlaced, projectCount, type MapPoint, type MapRendererProps } from './map-point';

const CLUSTER_RADIUS = 36;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const bounds = L.latLngBounds([brazilBounds.south, brazilBounds.west], [brazilBounds.north, brazilBounds.east]);

function markerIcon(items: MapPoint[], open: boolean) {
  const many = items.length > 1;
  return L.divIcon({
    className: `raiz-map-marker ${many ? 'raiz-map-marker--group' : ''} ${open ? 'raiz-map-marker--open' : ''}`,
    html: many ? `<span aria-hidden="true">${items.length}</span>` : '',
    iconSize: many ? [30, 30] : [18, 18],
  });
}

export default function TileMap({
  tilesUrl,
  attribution,
  points,
  onSelect,
  onPick,
  picked,
  selectedKeys,
  label,
  compact,
}: MapRendererProps & { tilesUrl: string; attribution: string | null }) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // The latest callbacks, read by Leaflet's handlers without recreating the map.
  const handlers = useRef({ onSelect, onPick });
  useEffect(() => {
    handlers.current = { onSelect, onPick };
  });

  useEffect(() => {
    const m = L.map(element.current!, { attributionControl: true, zoomSnap: 0.5 });
    m.fitBounds(bounds);
    // Leaflet's attribution is HTML: the configured credit goes in as text.
    const credit = attribution ? escapeHtml(attribution) : undefined;
    L.tileLayer(tilesUrl, { maxZoom: 18, attribution: credit }).addTo(m);
    m.on('click', (event: L.LeafletMouseEvent) => handlers.current.onPick?.(event.latlng.lat, event.latlng.lng));
    map.current = m;
    layer.current = L.layerGroup().addTo(m);
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tilesUrl, attribution]);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    const draw = () => {
      group.clearLayers();
      const placed = points.map((point) => {
        const xy = m.latLngToLayerPoint([point.latitude, point.longitude]);
        return { x: xy.x, y: xy.y, item: point };
      });
      for (const cluster of clusterPlaced(placed, CLUSTER_RADIUS)) {
        const open = cluster.items.some((p) => selectedKeys?.has(p.key));
        const at = m.layerPointToLatLng([cluster.x, cluster.y]);
        const title =
          cluster.items.length === 1
            ? `Projeto ${cluster.items[0]!.name}`
            : `${projectCount(cluster.items.length)} neste lugar`;
        L.marker(at, { icon: markerIcon(cluster.items, open), title, alt: title, keyboard: true })
          .on('click', (event) => {
            L.DomEvent.stopPropagation(event);
            handlers.current.onSelect(cluster.items);
          })
          .addTo(group);
      }
      if (picked) {
        L.marker([picked.latitude, picked.longitude], {
          icon: L.divIcon({ className: 'raiz-map-pin', iconSize: [14, 14] }),
          interactive: false,
        }).addTo(group);
      }
    };
    draw();
    m.on('zoomend', draw);
    return () => {
      m.off('zoomend', draw);
    };
  }, [points, picked, selectedKeys]);

  return (
    <div
      ref={element}
      role="group"
      aria-label={label}
      data-map="tiles"
      className={`isolate w-full overflow-hidden ${compact ? 'h-64' : 'h-[420px] lg:h-[520px]'} ${onPick ? 'cursor-crosshair' : ''}`}
    />
  );
}
