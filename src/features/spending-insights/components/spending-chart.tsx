import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartBar } from '../lib/chart-values';

interface SpendingChartProps {
  bars: readonly ChartBar[];
  /** Bars across (categories) or up (months). */
  layout: 'horizontal' | 'vertical';
  /** A bar was pressed (a category's filters the card's transactions). */
  onBarClick?: (bar: ChartBar) => void;
}

const BAR_HEIGHT_PX = 36;

/**
 * A bar chart of the insights (MUI X Charts). It is a picture of the table beside it, which carries the same numbers
 * for screen readers and the keyboard: the chart itself is hidden from assistive technology.
 */
export function SpendingChart({ bars, layout, onBarClick }: SpendingChartProps) {
  const labels = bars.map((bar) => bar.label);
  const band = [{ scaleType: 'band' as const, data: labels }];
  const value = [{ valueFormatter: () => '' }];
  const height = layout === 'horizontal' ? Math.max(120, bars.length * BAR_HEIGHT_PX + 40) : 240;
  return (
    <Box aria-hidden sx={{ width: '100%', minWidth: 0 }} data-testid={`insights-chart-${layout === 'horizontal' ? 'categories' : 'months'}`}>
      <BarChart
        layout={layout}
        height={height}
        series={[{ data: bars.map((bar) => bar.length), valueFormatter: (_value, { dataIndex }) => bars[dataIndex]?.text ?? '' }]}
        {...(layout === 'horizontal' ? { yAxis: [{ ...band[0], width: 110 }], xAxis: value } : { xAxis: band, yAxis: [{ ...value[0], width: 8 }] })}
        hideLegend
        skipAnimation
        margin={{ left: 4, right: 16, top: 8, bottom: 8 }}
        onItemClick={onBarClick ? (_event, item) => bars[item.dataIndex] && onBarClick(bars[item.dataIndex] as ChartBar) : undefined}
      />
    </Box>
  );
}
