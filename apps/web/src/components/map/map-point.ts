// What every map of the app draws (docs/map.md): points with a name, a line under it and the page they lead to,
// grouped when their markers would overlap.

export interface MapPoint {
  /** Unique among the map's points. */
  key: string;
  name: string;
  /** A second line on the card (the organisation), or null. */
  detail: string | null;
  /** The project's page. */
  href: string;
  latitude: number;
  longitude: number;
}

export interface PlacedCluster<T> {
  x: number;
  y: number;
  items: T[];
}

/**
 * Groups items placed on screen (x, y in pixels) whose markers would overlap: each joins the first group whose
 * centre is within `radius`, and the centre moves to the group's mean. Greedy and O(n·groups), plenty for the
 * registry's capped points; the same function serves the offline map and the tile map at every zoom.
 */
export function clusterPlaced<T>(placed: { x: number; y: number; item: T }[], radius: number): PlacedCluster<T>[] {
  const clusters: (PlacedCluster<T> & { sumX: number; sumY: number })[] = [];
  for (const { x, y, item } of placed) {
    const near = clusters.find((c) => Math.hypot(c.x - x, c.y - y) <= radius);
    if (near) {
      near.items.push(item);
      near.sumX += x;
      near.sumY += y;
      near.x = near.sumX / near.items.length;
      near.y = near.sumY / near.items.length;
    } else clusters.push({ x, y, items: [item], sumX: x, sumY: y });
  }
  return clusters.map(({ x, y, items }) => ({ x, y, items }));
}

/** "3 projetos" / "1 projeto". */
export const projectCount = (n: number) => (n === 1 ? '1 projeto' : `${n} projetos`);

/** What a renderer (offline outline or tiles) is given. */
export interface MapRendererProps {
  points: MapPoint[];
  /** A marker or group was chosen: its points. */
  onSelect: (points: MapPoint[]) => void;
  /** Picking a place (the project form): a click on the map gives its coordinates. */
  onPick?: (latitude: number, longitude: number) => void;
  /** The place picked, drawn as a pin. */
  picked?: { latitude: number; longitude: number } | null;
  /** The keys of the points whose card is open. */
  selectedKeys?: ReadonlySet<string>;
  label: string;
  compact?: boolean;
}
