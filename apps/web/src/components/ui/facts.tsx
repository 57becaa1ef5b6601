// The facts of a read-only view (a project, a report, a public page, a profile, the token), each a name and its value
// inside a <dl>: as a cell of the list's grid, or as a row of a ruled list.
import type { ReactNode } from 'react';

/** One fact as a grid cell: its name over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-fg">{children}</dd>
    </div>
  );
}

/**
 * One fact as a row of a ruled list: its name beside its value from `sm` up, in a column of names (`align="start"`)
 * or with the value at the row's right edge (`align="end"`).
 */
export function FactRow({
  label,
  align = 'start',
  children,
}: {
  label: string;
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  const end = align === 'end';
  return (
    <div
      className={`flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center sm:gap-4${end ? ' sm:justify-between' : ''}`}
    >
      <dt className={end ? 'text-sm text-muted' : 'text-sm font-medium text-muted sm:w-40'}>{label}</dt>
      <dd className={end ? 'min-w-0 text-fg sm:text-right' : 'min-w-0 break-words text-fg'}>{children}</dd>
    </div>
  );
}
