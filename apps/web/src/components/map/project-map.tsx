// A map of projects with its card and, for keyboards and screen readers, the same points as a list of buttons
// (docs/map.md).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, CloseIcon } from '../ui/icons';
import { MapView } from './map-view';
import { projectCount, type MapPoint } from './map-point';

function MapCard({ points, opened, onClose }: { points: MapPoint[]; opened: number; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // A card opened from the list or a marker takes the focus, so a screen reader reads it next; a card that only
  // loses points to another search or filter leaves the focus where the person is typing.
  useEffect(() => heading.current?.focus(), [opened]);
  const single = points.length === 1 ? points[0]! : null;
  return (
    <section aria-labelledby={headingId} className="border-t border-border bg-surface p-4" data-map-card="">
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-fg outline-none">
          {single ? single.name : `${projectCount(points.length)} neste lugar`}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="-m-1 rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg"
          aria-label="Fechar o cartão"
        >
          <CloseIcon width={18} height={18} />
        </button>
      </div>
      {single ? (
        <>
          {single.detail && <p className="mt-0.5 text-sm text-muted">{single.detail}</p>}
          <Link
            to={single.href}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Ver o projeto <ArrowRightIcon width={16} height={16} />
          </Link>
        </>
      ) : (
        <ul className="mt-2 flex max-h-48 flex-col gap-1.5 overflow-y-auto">
          {points.map((p) => (
            <li key={p.key}>
              <Link to={p.href} className="font-semibold text-primary underline-offset-4 hover:underline">
                {p.name}
              </Link>
              {p.detail && <span className="text-sm text-muted"> · {p.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The map, the card of the marker chosen, and the list of its points (closed by default; each opens the same card).
 * `title` names the map for assistive technology.
 */
export function ProjectMap({
  points,
  title,
  compact,
  className = '',
}: {
  points: MapPoint[];
  title: string;
  compact?: boolean;
  className?: string;
}) {
  const [selected, setSelected] = useState<MapPoint[] | null>(null);
  // How many times a card was opened: each opening, and only an opening, moves the focus to it.
  const [opened, setOpened] = useState(0);
  const select = (chosen: MapPoint[]) => {
    setSelected(chosen);
    setOpened((n) => n + 1);
  };
  // A card whose points left the map (another filter) closes.
  const current = useMemo(() => {
    if (!selected) return null;
    const keys = new Set(points.map((p) => p.key));
    const still = selected.filter((p) => keys.has(p.key));
    return still.length > 0 ? still : null;
  }, [selected, points]);
  const selectedKeys = useMemo(() => new Set(current?.map((p) => p.key)), [current]);

  return (
    <div className={`overflow-hidden rounded-2xl border border-border bg-bg shadow-sm ${className}`}>
      <MapView points={points} onSelect={select} selectedKeys={selectedKeys} label={title} compact={compact} />
      {current && <MapCard points={current} opened={opened} onClose={() => setSelected(null)} />}
      <details className="border-t border-border bg-surface px-4 py-2 text-sm">
        <summary className="cursor-pointer py-1 font-semibold text-fg">
          {points.length === 0 ? 'Nenhum projeto com coordenadas' : `Lista do mapa: ${projectCount(points.length)}`}
        </summary>
        <ul className="mt-1 mb-2 flex max-h-64 flex-col gap-1 overflow-y-auto">
          {points.map((p) => (
            <li key={p.key}>
              <button
                type="button"
                className="w-full rounded-md px-2 py-1 text-left text-fg hover:bg-surface-2"
                aria-pressed={selectedKeys.has(p.key)}
                onClick={() => select([p])}
              >
                {p.name}
                {p.detail && <span className="text-muted"> · {p.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** A project's place on its page: the map with a pin, no card (the page is the project's). */
export function PlaceMap({ latitude, longitude, name }: { latitude: number; longitude: number; name: string }) {
  return (
    <div className="w-full max-w-sm overflow-hidden rounded-xl border border-border bg-bg">
      <MapView
        points={[]}
        onSelect={() => {}}
        picked={{ latitude, longitude }}
        label={`Mapa com o lugar do projeto ${name}`}
        compact
      />
    </div>
  );
}
