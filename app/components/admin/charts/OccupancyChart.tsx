import { bands, percent, stack } from '#app/domain/charts/geometry';
import { occupancyShare, type RentalOccupancy } from '#app/domain/figures/figures';
import { truncate } from './BarChart';
import { ChartSvg, DESIGN_SCALE, PHONE_SCALE, ResponsiveChart, seriesFill, type ChartScale } from './series';

const HEADER = 18;
const ROW = 52;
/** Booked, held, blocked: the series of each month's bar. */
export const OCCUPANCY_SERIES = ['Booked', 'Held (option)', 'Blocked'] as const;

/**
 * Each villa's coming months: a bar per month split into booked, held and blocked nights (textures as well as
 * colours), with the share of nights taken written under it — a small multiple that reads on a phone.
 */
type OccupancyChartProps = {
  chartId: string;
  title: string;
  description: string;
  villas: readonly RentalOccupancy[];
  monthLabels: readonly string[];
};

export function OccupancyChart(props: OccupancyChartProps) {
  return (
    <ResponsiveChart
      phone={<OccupancySvg {...props} scale={PHONE_SCALE} />}
      wider={<OccupancySvg {...props} scale={DESIGN_SCALE} />}
    />
  );
}

function OccupancySvg({
  chartId: baseId,
  title,
  description,
  villas,
  monthLabels,
  scale,
}: OccupancyChartProps & { scale: ChartScale }) {
  const chartId = `${baseId}${scale.idSuffix}`;
  const WIDTH = scale.width;
  const fontSize = scale.fontSize;
  const cells = bands(monthLabels.length, [0, WIDTH], 0.12);
  const height = HEADER + villas.length * ROW;
  return (
    <ChartSvg
      chartId={chartId}
      title={title}
      description={description}
      width={WIDTH}
      height={height}
      series={[0, 1, 2]}
      className="h-auto w-full max-w-2xl"
    >
      <g fontSize={fontSize} className="fill-fg-muted" textAnchor="middle">
        {monthLabels.map((label, index) => (
          <text key={label} x={cells.start(index) + cells.width / 2} y="12">
            {label}
          </text>
        ))}
      </g>
      {villas.map((villa, row) => {
        const top = HEADER + row * ROW;
        return (
          <g key={villa.rentalId}>
            <text x="0" y={top + 13} fontSize={fontSize + 1} className="fill-fg">
              {truncate(villa.title, Math.floor(WIDTH / ((fontSize + 1) * 0.55)))}
            </text>
            {villa.months.map((month, index) => {
              const x = cells.start(index);
              const scale = month.nights > 0 ? cells.width / month.nights : 0;
              const parts = stack([month.booked, month.held, month.blocked]);
              return (
                <g key={month.month}>
                  <rect
                    x={x}
                    y={top + 18}
                    width={cells.width}
                    height="12"
                    className="fill-surface-muted stroke-line-strong"
                    strokeWidth="0.5"
                  />
                  {parts.map((part, series) =>
                    part.end > part.start ? (
                      <rect
                        key={series}
                        x={x + part.start * scale}
                        y={top + 18}
                        width={(part.end - part.start) * scale}
                        height="12"
                        fill={seriesFill(chartId, series)}
                        className="stroke-surface"
                        strokeWidth="0.5"
                      />
                    ) : null,
                  )}
                  <text
                    x={x + cells.width / 2}
                    y={top + 45}
                    fontSize={fontSize}
                    textAnchor="middle"
                    className="fill-fg"
                  >
                    {percent(occupancyShare(month))}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </ChartSvg>
  );
}
