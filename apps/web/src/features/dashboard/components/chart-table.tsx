import type { ChartTable } from '../dashboard-data';

// The table scrolls sideways on phones: keyboard users must be able to focus it to scroll it (axe:
// scrollable-region-focusable).
const SCROLLABLE_TAB_INDEX = 0;

/** The table alternative of a chart: every indicator of every row, and the totals. Scrolls sideways on phones. */
export function ChartTableView({ table, caption, id }: { table: ChartTable; caption: string; id: string }) {
  return (
    <div id={id} className="mt-4 overflow-x-auto rounded-xl border border-border" tabIndex={SCROLLABLE_TAB_INDEX} role="region" aria-label={caption}>
      <table className="w-full min-w-[640px] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 text-left text-fg">
          <tr>
            {table.headers.map((header, index) => (
              <th key={header} scope="col" className={`px-3 py-2 font-semibold ${index > 0 ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-left font-medium text-fg">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={table.headers[index + 1]} className="px-3 py-2 text-right text-fg tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border bg-surface-2">
            <th scope="row" className="px-3 py-2 text-left font-semibold text-fg">
              {table.total.label}
            </th>
            {table.total.cells.map((cell, index) => (
              <td key={table.headers[index + 1]} className="px-3 py-2 text-right font-semibold text-fg tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
