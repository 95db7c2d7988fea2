import { ResponsiveLine } from '@nivo/line';
import { darkColors, lightColors, typography } from '@sahm/tokens';
import { Box, Text, useUI } from '@sahm/ui';
import { useState } from 'react';
import * as styles from '../PropertyDetail.css';
import { dateTickIndexes, labelRoom, labelWidth, priceScale } from './chartScale';

export interface PriceHistoryChartProps {
  points: readonly { date: string; pricePerToken: number }[];
  /** Names the series in the tooltip. */
  seriesLabel: string;
  /** The price axis's unit ("IQD per token"), shown above it. */
  unitLabel: string;
}

const MARGIN = { top: 16, right: 40, bottom: 40, left: 64 };

/**
 * The token price over time (nivo). Loaded on its own with React.lazy, so the
 * chart library stays out of the first bundle. Decorative for assistive
 * technology: the page renders the same figures as a table for screen readers.
 * Time runs left to right in every language, as Arabic and Kurdish financial
 * charts do; labels and figures are in the locale's digits. The axes come from
 * chartScale: date labels at one even step with room for the language's
 * longest label, price ticks at one round step from the plot's floor (where
 * the shading ends), and the unit above the price axis.
 */
export default function PriceHistoryChart({ points, seriesLabel, unitLabel }: PriceHistoryChartProps) {
  const { format, theme, dir } = useUI();
  const colors = theme === 'dark' ? darkColors : lightColors;
  const data = [
    {
      id: seriesLabel,
      data: points.map((p) => ({ x: p.date, y: p.pricePerToken })),
    },
  ];
  const shortDate = (value: string) => format.date(value, { month: 'short', year: 'numeric' });
  // As many date labels as fit the plot's width in this language, so they never overprint.
  const [plotWidth, setPlotWidth] = useState(0);
  const dates = points.map((p) => p.date);
  const labels = dates.map(shortDate);
  const dateTicks = dateTickIndexes(dates.length, plotWidth, labelRoom(labels)).map((i) => dates[i]!);
  // A date is centred under its point, so the first and last may reach half a label beyond the plot.
  const halfLabel = Math.ceil(labelWidth(labels) / 2) + 4;
  const margin = { ...MARGIN, left: Math.max(MARGIN.left, halfLabel), right: Math.max(MARGIN.right, halfLabel) };
  const prices = priceScale(points.map((p) => p.pricePerToken));

  return (
    <div dir="ltr" aria-hidden="true" data-testid="price-history-chart">
      {/* Over the price axis (left in every language), read in the page's direction. */}
      <Box paddingInline="xxs">
        <Text as="span" size="xs" tone="muted" dir={dir} data-testid="price-history-unit">
          {unitLabel}
        </Text>
      </Box>
      <div className={styles.chartBox}>
        <ResponsiveLine
          data={data}
          margin={margin}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: prices.min, max: prices.max }}
          curve="monotoneX"
          colors={[colors.accent]}
          lineWidth={3}
          pointSize={6}
          pointColor={colors.surfaceRaised}
          pointBorderWidth={2}
          pointBorderColor={{ from: 'seriesColor' }}
          enableArea
          areaBaselineValue={prices.min}
          areaOpacity={0.12}
          enableGridX={false}
          gridYValues={prices.ticks}
          useMesh
          onResize={({ width }) => setPlotWidth(width - margin.left - margin.right)}
          axisBottom={{
            tickSize: 0,
            tickPadding: 12,
            tickValues: dateTicks,
            format: (v) => shortDate(String(v)),
          }}
          axisLeft={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: prices.ticks,
            format: (v) =>
              format.number(Number(v), {
                notation: 'compact',
                maximumFractionDigits: 1,
              }),
          }}
          theme={{
            text: {
              fill: colors.textMuted,
              fontFamily: typography.fontFamily,
              fontSize: 12,
            },
            grid: { line: { stroke: colors.border } },
            crosshair: { line: { stroke: colors.borderStrong } },
            tooltip: {
              container: {
                background: colors.surfaceRaised,
                color: colors.text,
                fontFamily: typography.fontFamily,
              },
            },
          }}
          tooltip={({ point }) => (
            <div
              style={{
                padding: 8,
                background: colors.surfaceRaised,
                color: colors.text,
                border: `1px solid ${colors.border}`,
                borderRadius: 8,
              }}
            >
              <div>{format.date(String(point.data.x))}</div>
              <strong>{format.money(Number(point.data.y))}</strong>
            </div>
          )}
        />
      </div>
    </div>
  );
}
