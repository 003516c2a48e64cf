import type { ReactNode } from 'react';

/**
 * A chart of the dashboard: its heading and what it shows, the chart (server-rendered SVG, no JavaScript), and
 * the numbers behind it as a real table in a disclosure that works without JavaScript. An empty chart says so.
 */
export function ChartCard({
  id,
  title,
  description,
  empty,
  emptyText,
  chart,
  table,
  className,
}: {
  id: string;
  title: string;
  description: string;
  /** Nothing to draw: the empty text instead of the chart and table. */
  empty: boolean;
  emptyText: string;
  chart: ReactNode;
  table: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`card flex min-w-0 flex-col gap-4 p-5 ${className ?? ''}`}
      data-chart={id}
    >
      <div>
        <h3 id={`${id}-heading`} className="font-display text-2xl text-fg">
          {title}
        </h3>
        <p className="mt-1 text-sm text-fg-muted">{description}</p>
      </div>
      {empty ? (
        <p className="rounded-sm bg-surface-muted px-4 py-6 text-center text-sm text-fg-muted">{emptyText}</p>
      ) : (
        <>
          {chart}
          <details className="group text-sm">
            <summary className="link w-fit cursor-pointer">Data table</summary>
            <div className="mt-3">{table}</div>
          </details>
        </>
      )}
    </section>
  );
}

/** The table behind a chart: a caption, column headings, a row heading per row; numbers right-aligned. */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; heading: ReactNode; cells: readonly ReactNode[] }[];
}) {
  return (
    <table className="w-full table-fixed border-collapse text-left text-[0.6875rem] sm:text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line-strong text-fg-muted">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`py-1.5 pr-1 font-medium break-words hyphens-auto sm:pr-2 ${
                index > 0 ? 'text-right' : columns.length > 5 ? 'w-1/5' : 'w-2/5'
              }`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line">
            <th scope="row" className="py-1.5 pr-1 font-normal break-words text-fg sm:pr-2">
              {row.heading}
            </th>
            {row.cells.map((cell, index) => (
              <td key={index} className="py-1.5 pr-1 text-right text-fg tabular-nums sm:pr-2">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
