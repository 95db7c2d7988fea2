import { ResponsiveLine } from '@nivo/line';
import { darkColors, lightColors, typography } from '@sahm/tokens';
import { useUI } from '@sahm/ui';
import { useState } from 'react';
import * as styles from '../PropertyDetail.css';

export interface PriceHistoryChartProps {
  points: readonly { date: string; pricePerToken: number }[];
  /** Names the series in the tooltip. */
  seriesLabel: string;
}

const MARGIN = { top: 16, right: 40, bottom: 40, left: 64 };

/** Room one date label needs under the axis ("Sep 2026" and its gap). */
const TICK_WIDTH = 96;

/** At most `max` values, evenly spread and always including the first and last. */
function spreadTicks<T>(values: readonly T[], max: number): T[] {
  if (values.length <= max) return [...values];
  if (max <= 1) return values.slice(-1);
  const step = (values.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => values[Math.round(i * step)] as T);
}

/**
 * The token price over time (nivo). Loaded on its own with React.lazy, so the
 * chart library stays out of the first bundle. Decorative for assistive
 * technology: the page renders the same figures as a table for screen readers.
 * Time runs left to right in every language, as Arabic and Kurdish financial
 * charts do; labels and figures are in the locale's digits.
 */
export default function PriceHistoryChart({ points, seriesLabel }: PriceHistoryChartProps) {
  const { format, theme } = useUI();
  const colors = theme === 'dark' ? darkColors : lightColors;
  const data = [{ id: seriesLabel, data: points.map((p) => ({ x: p.date, y: p.pricePerToken })) }];
  const shortDate = (value: string) => format.date(value, { month: 'short', year: 'numeric' });
  // As many date labels as fit the plot's width, so they never overlap on a phone.
  const [plotWidth, setPlotWidth] = useState(0);
  const maxTicks = Math.max(2, Math.floor(plotWidth / TICK_WIDTH));

  return (
    <div className={styles.chartBox} dir="ltr" aria-hidden="true" data-testid="price-history-chart">
      <ResponsiveLine
        data={data}
        margin={MARGIN}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        curve="monotoneX"
        colors={[colors.accent]}
        lineWidth={3}
        pointSize={6}
        pointColor={colors.surfaceRaised}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        enableArea
        areaOpacity={0.12}
        enableGridX={false}
        useMesh
        onResize={({ width }) => setPlotWidth(width - MARGIN.left - MARGIN.right)}
        axisBottom={{ tickSize: 0, tickPadding: 12, tickValues: spreadTicks(points.map((p) => p.date), maxTicks), format: (v) => shortDate(String(v)) }}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (v) => format.number(Number(v), { notation: 'compact', maximumFractionDigits: 1 }) }}
        theme={{
          text: { fill: colors.textMuted, fontFamily: typography.fontFamily, fontSize: 12 },
          grid: { line: { stroke: colors.border } },
          crosshair: { line: { stroke: colors.borderStrong } },
          tooltip: { container: { background: colors.surfaceRaised, color: colors.text, fontFamily: typography.fontFamily } },
        }}
        tooltip={({ point }) => (
          <div style={{ padding: 8, background: colors.surfaceRaised, color: colors.text, border: `1px solid ${colors.border}`, borderRadius: 8 }}>
            <div>{format.date(String(point.data.x))}</div>
            <strong>{format.money(Number(point.data.y))}</strong>
          </div>
        )}
      />
    </div>
  );
}
