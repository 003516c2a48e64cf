import { labelledIndexes, stackedColumns } from '#app/domain/charts/geometry';
import {
  ChartSvg,
  DESIGN_SCALE,
  LARGE_SCALE,
  PHONE_SCALE,
  ResponsiveChart,
  seriesFill,
  type ChartScale,
} from './series';

const HEIGHT = 200;
const MARGINS = { top: 18, right: 4, bottom: 24, left: 30 };

type ColumnChartProps = {
  chartId: string;
  title: string;
  description: string;
  columns: readonly { key: string; axisLabel: string; values: readonly number[] }[];
  seriesCount?: number;
  labelEvery?: number;
};

/**
 * Columns over time (leads a week, views a day), stacked by series when there are several: an SVG image with
 * its title and description, gridlines with their values, axis labels every `labelEvery` columns, and the
 * highest and the latest totals written on their columns. Scales to its container (the viewBox) so it fits
 * a phone without scrolling; currentColor and theme variables make it follow the theme.
 */
export function ColumnChart({ wide = false, ...props }: ColumnChartProps & { wide?: boolean }) {
  return (
    <ResponsiveChart
      phone={<ColumnSvg {...props} scale={PHONE_SCALE} height={HEIGHT + 40} />}
      wider={<ColumnSvg {...props} scale={DESIGN_SCALE} height={HEIGHT} />}
      large={wide ? <ColumnSvg {...props} scale={LARGE_SCALE} height={HEIGHT + 20} /> : undefined}
    />
  );
}

function ColumnSvg({
  chartId: baseId,
  title,
  description,
  columns,
  seriesCount = 1,
  labelEvery = 4,
  scale,
  height: HEIGHT,
}: ColumnChartProps & { scale: ChartScale; height: number }) {
  const chartId = `${baseId}${scale.idSuffix}`;
  const WIDTH = scale.width;
  const fontSize = scale.fontSize;
  const layout = stackedColumns(
    columns.map((column) => column.values),
    {
      width: WIDTH,
      height: HEIGHT,
      margins: { ...MARGINS, left: MARGINS.left + (fontSize - DESIGN_SCALE.fontSize) * 2 },
      padding: columns.length > 20 ? 0.25 : 0.3,
    },
  );
  const bottom = layout.plot.y + layout.plot.height;
  const highest = layout.columns.reduce(
    (best, column) => (column.total > best.total ? column : best),
    layout.columns[0]!,
  );
  const latest = layout.columns[layout.columns.length - 1]!;
  const labelled = new Set(
    [highest, latest].filter((column) => column && column.total > 0).map((column) => column.index),
  );
  const series = Array.from({ length: seriesCount }, (_, index) => index);

  return (
    <ChartSvg
      chartId={chartId}
      title={title}
      description={description}
      width={WIDTH}
      height={HEIGHT}
      series={series}
      className="h-auto w-full"
    >
      <g fontSize={fontSize} className="fill-fg-muted">
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={layout.plot.x}
              x2={layout.plot.x + layout.plot.width}
              y1={tick.y}
              y2={tick.y}
              className={tick.value === 0 ? 'stroke-line-strong' : 'stroke-line'}
              strokeWidth="1"
            />
            <text x={layout.plot.x - 5} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {tick.value}
            </text>
          </g>
        ))}
      </g>
      <g>
        {layout.columns.map((column) =>
          column.segments.map((segment) => (
            <rect
              key={`${column.index}-${segment.series}`}
              x={segment.x}
              y={segment.y}
              width={segment.width}
              height={segment.height}
              fill={seriesFill(chartId, segment.series)}
              className="stroke-surface"
              strokeWidth="0.75"
            />
          )),
        )}
      </g>
      <g fontSize={fontSize} className="fill-fg-muted">
        {labelledIndexes(columns.length, labelEvery).map((index) => {
          const column = layout.columns[index]!;
          // The last label ends at its column, so it never runs off the image.
          const last = index === columns.length - 1;
          return (
            <text
              key={index}
              x={last ? column.x + column.width : column.x + column.width / 2}
              y={bottom + fontSize + 4}
              textAnchor={last ? 'end' : 'middle'}
            >
              {columns[index]!.axisLabel}
            </text>
          );
        })}
      </g>
      <g fontSize={fontSize} fontWeight="600" className="fill-fg" textAnchor="middle">
        {layout.columns
          .filter((column) => labelled.has(column.index))
          .map((column) => {
            // The last column's total ends at its column, so it never runs off the image (as its axis label).
            const last = column.index === columns.length - 1;
            return (
              <text
                key={column.index}
                x={last ? column.x + column.width : column.x + column.width / 2}
                y={column.top - 4}
                textAnchor={last ? 'end' : undefined}
              >
                {column.total}
              </text>
            );
          })}
      </g>
    </ChartSvg>
  );
}
