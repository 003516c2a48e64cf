import { horizontalBars } from '#app/domain/charts/geometry';
import { ChartSvg, DESIGN_SCALE, PHONE_SCALE, ResponsiveChart, seriesFill, type ChartScale } from './series';

const LABEL_HEIGHT = 18;
const BAR_HEIGHT = 12;
const GAP = 9;

/**
 * Labelled horizontal bars (conversion by stage, listings by leads or views): each row's name above its bar and
 * its value (and share) at the bar's end — direct labels, so neither colour nor a legend is needed to read it.
 * Names too long for the width are cut with an ellipsis (the full name is in the table and the row's <title>).
 */
type BarChartProps = {
  chartId: string;
  title: string;
  description: string;
  bars: readonly { key: string; label: string; value: number; valueLabel: string }[];
  /** Which series texture the bars wear. */
  series?: number;
};

export function BarChart(props: BarChartProps) {
  return (
    <ResponsiveChart
      phone={<BarSvg {...props} scale={PHONE_SCALE} />}
      wider={<BarSvg {...props} scale={DESIGN_SCALE} />}
    />
  );
}

function BarSvg({
  chartId: baseId,
  title,
  description,
  bars,
  series = 0,
  scale,
}: BarChartProps & { scale: ChartScale }) {
  const chartId = `${baseId}${scale.idSuffix}`;
  const WIDTH = scale.width;
  // Names and values a point larger than the axes' type; a name as long as the row has room for.
  const fontSize = scale.fontSize + 1;
  const nameLength = Math.floor(WIDTH / (fontSize * 0.55));
  const valueRoom = Math.round(fontSize * 5.3);
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
            <text x="0" y={rowY + LABEL_HEIGHT - 5} fontSize={fontSize} className="fill-fg">
              {truncate(item.label, nameLength)}
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
              fontSize={fontSize}
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
