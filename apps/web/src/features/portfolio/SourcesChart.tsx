import { ResponsiveLine } from '@nivo/line';
import { darkColors, lightColors, typography } from '@sahm/tokens';
import { Stack, Text, useUI } from '@sahm/ui';

export interface SourcesChartProps {
  years: readonly { year: number; boughtFromPlatform: number; boughtFromUser: number; resold: number }[];
  labels: { boughtFromPlatform: string; boughtFromUser: string; resold: string };
}

const MARGIN = { top: 16, right: 24, bottom: 40, left: 56 };

/**
 * Tokens by source per year (nivo), its own chunk. Decorative for assistive
 * technology: the screen lists the same figures in a table. Years run left to
 * right in every language, as Arabic and Kurdish financial charts do.
 */
export default function SourcesChart({ years, labels }: SourcesChartProps) {
  const { format, theme } = useUI();
  const colors = theme === 'dark' ? darkColors : lightColors;
  const keys = ['boughtFromPlatform', 'boughtFromUser', 'resold'] as const;
  const palette = [colors.accent, colors.success, colors.warning];
  const data = keys.map((key) => ({ id: labels[key], data: years.map((y) => ({ x: String(y.year), y: y[key] })) }));
  return (
    <div aria-hidden="true" data-testid="sources-chart">
      <div dir="ltr" style={{ blockSize: 280 }}>
      <ResponsiveLine
        data={data}
        margin={MARGIN}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        colors={palette}
        lineWidth={3}
        pointSize={8}
        pointColor={colors.surfaceRaised}
        pointBorderWidth={2}
        pointBorderColor={{ from: 'seriesColor' }}
        enableGridX={false}
        useMesh
        axisBottom={{ tickSize: 0, tickPadding: 12, format: (v) => format.number(Number(v), { useGrouping: false }) }}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (v) => format.number(Number(v), { notation: 'compact', maximumFractionDigits: 1 }) }}
        theme={{
          text: { fill: colors.textMuted, fontFamily: typography.fontFamily, fontSize: 12 },
          grid: { line: { stroke: colors.border } },
          tooltip: { container: { background: colors.surfaceRaised, color: colors.text, fontFamily: typography.fontFamily } },
        }}
      />
      </div>
      <Stack direction="row" flexWrap="wrap" gap="md">
        {keys.map((key, i) => (
          <Stack key={key} direction="row" alignItems="center" gap="xs">
            <span style={{ inlineSize: 10, blockSize: 10, borderRadius: '50%', backgroundColor: palette[i] }} />
            <Text as="span" size="sm" tone="muted">
              {labels[key]}
            </Text>
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
