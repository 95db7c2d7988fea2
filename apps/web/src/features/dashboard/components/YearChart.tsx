import { ResponsiveLine } from '@nivo/line';
import { darkColors, lightColors, typography } from '@sahm/tokens';
import { useUI } from '@sahm/ui';
import * as styles from '../Dashboard.css';

export interface YearChartProps {
  points: ReadonlyArray<{ year: number; value: number }>;
  /** Names the series in the tooltip. */
  seriesLabel: string;
  /** An amount in IQD (the asset value) or a count (tokens). */
  kind: 'money' | 'count';
}

const MARGIN = { top: 16, right: 32, bottom: 40, left: 64 };

/**
 * One figure by year (nivo), loaded on its own with React.lazy so the chart
 * library stays out of the first bundle. Decorative for assistive
 * technology: the dashboard gives the same figures as a table. Years run
 * left to right in every language; labels are in the locale's digits.
 */
export default function YearChart({ points, seriesLabel, kind }: YearChartProps) {
  const { format, theme } = useUI();
  const colors = theme === 'dark' ? darkColors : lightColors;
  const show = (v: number) => (kind === 'money' ? format.money(v) : format.number(v));
  const data = [{ id: seriesLabel, data: points.map((p) => ({ x: String(p.year), y: p.value })) }];
  return (
    <div className={styles.chartBox} dir="ltr" aria-hidden="true" data-testid="year-chart">
      <ResponsiveLine
        data={data}
        margin={MARGIN}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        colors={[kind === 'money' ? colors.accent : colors.success]}
        lineWidth={3}
        pointSize={8}
        pointColor={colors.surfaceRaised}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        enableArea
        areaOpacity={0.12}
        enableGridX={false}
        useMesh
        axisBottom={{ tickSize: 0, tickPadding: 12, format: (v) => format.number(Number(v), { useGrouping: false }) }}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 4, format: (v) => format.number(Number(v), { notation: 'compact', maximumFractionDigits: 1 }) }}
        theme={{
          text: { fill: colors.textMuted, fontFamily: typography.fontFamily, fontSize: 12 },
          grid: { line: { stroke: colors.border } },
          crosshair: { line: { stroke: colors.borderStrong } },
        }}
        tooltip={({ point }) => (
          <div style={{ padding: 8, background: colors.surfaceRaised, color: colors.text, border: `1px solid ${colors.border}`, borderRadius: 8 }}>
            <div>{format.number(Number(point.data.x), { useGrouping: false })}</div>
            <strong>{show(Number(point.data.y))}</strong>
          </div>
        )}
      />
    </div>
  );
}
