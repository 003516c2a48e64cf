import { horizontalBars } from '#app/domain/charts/geometry';
import { ChartSvg, seriesFill } from './series';

const WIDTH = 360;
const LABEL_HEIGHT = 18;
const BAR_HEIGHT = 12;
const GAP = 9;

/**
 * Labelled horizontal bars (conversion by stage, listings by leads or views): each row's name above its bar and
 * its value (and share) at the bar's end — direct labels, so neither colour nor a legend is needed to read it.
 * Names too long for the width are cut with an ellipsis (the full name is in the table and the row's <title>).
 */
export function BarChart({
  chartId,
  title,
  description,
  bars,
  series = 0,
}: {
  chartId: string;
  title: string;
  description: string;
  bars: readonly { key: string; label: string; value: number; valueLabel: string }[];
  /** Which series texture the bars wear. */
  series?: number;
}) {
  const valueRoom = 64;
  const layout = horizontalBars(
    bars.map((bar) => bar.value),
    { x: 0, width: WIDTH - valueRoom, labelHeight: LABEL_HEIGHT, barHeight: BAR_HEIGHT, gap: GAP, top: 2 },
  );
  const height = Math.max(layout.height, 24);
  return (
    <ChartSvg
      chartId={chartId}
      title={title}
      description={description}
      width={WIDTH}
      height={height}
      series={[series]}
      className="h-auto w-full max-w-xl"
    >
      {layout.bars.map(({ index, rowY, bar }) => {
        const item = bars[index]!;
        return (
          <g key={item.key}>
            <text x="0" y={rowY + LABEL_HEIGHT - 5} fontSize="12" className="fill-fg">
              {truncate(item.label, 52)}
            </text>
            <rect x={bar.x} y={bar.y} width={WIDTH - valueRoom} height={bar.height} className="fill-surface-muted" />
            {bar.width > 0 ? (
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={seriesFill(chartId, series)}
                className="stroke-fg-muted"
                strokeWidth="0.5"
              />
            ) : null}
            <text
              x={WIDTH}
              y={bar.y + bar.height - 2}
              fontSize="12"
              fontWeight="600"
              textAnchor="end"
              className="fill-fg"
            >
              {item.valueLabel}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}

/** At most `max` characters, an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
