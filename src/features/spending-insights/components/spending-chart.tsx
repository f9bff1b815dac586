import Box from '@mui/material/Box';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import type { ChartBar } from '../lib/chart-values';

interface SpendingChartProps {
  bars: readonly ChartBar[];
  /** Bars across (categories) or up (months). */
  layout: 'horizontal' | 'vertical';
  /** A bar was pressed (a category's filters the card's transactions). */
  onBarClick?: (bar: ChartBar) => void;
  /** The value axis's tick labels: an amount in the user's locale (the app's money formatter). */
  formatMoney: (amount: string) => string;
}

const BAR_HEIGHT_PX = 36;
/** Few ticks: a money label ("$1,000.00", "US$1,000.00") is wide, and a phone's chart is narrow. */
const VALUE_TICKS = { across: 3, up: 4 } as const;
const TICK_LABEL_STYLE = { fontSize: 11 } as const;

/**
 * A bar chart of the insights (MUI X Charts), composed of the bars and the axes only: the table beside it carries the
 * same numbers — for screen readers and the keyboard too — so the chart has no tooltip (whose popper would also be
 * one more shared chunk on the dashboard) and is hidden from assistive technology.
 */
export function SpendingChart({ bars, layout, onBarClick, formatMoney }: SpendingChartProps) {
  const band = { scaleType: 'band' as const, data: bars.map((bar) => bar.label) };
  // A tick is a round number the chart chose on its drawing scale (never an amount of the data): as a fixed-point
  // string it goes through the same formatter as every amount.
  const valueTicks = (value: number) => (Number.isFinite(value) ? formatMoney(value.toFixed(2)) : '');
  const isAcross = layout === 'horizontal';
  const height = isAcross ? Math.max(120, bars.length * BAR_HEIGHT_PX + 24) : 220;
  return (
    <Box aria-hidden sx={{ width: '100%', minWidth: 0 }} data-testid={`insights-chart-${isAcross ? 'categories' : 'months'}`}>
      <ChartsContainer<'bar'>
        height={height}
        series={[{ type: 'bar', layout, data: bars.map((bar) => bar.length) }]}
        xAxis={[isAcross ? { valueFormatter: valueTicks, tickNumber: VALUE_TICKS.across, tickLabelStyle: TICK_LABEL_STYLE, height: 28 } : { ...band, height: 28 }]}
        yAxis={[isAcross ? { ...band, width: 110 } : { valueFormatter: valueTicks, tickNumber: VALUE_TICKS.up, tickLabelStyle: TICK_LABEL_STYLE, width: 76 }]}
        margin={{ left: 4, right: 28, top: 8, bottom: 4 }}
      >
        <BarPlot onItemClick={onBarClick ? (_event, item) => bars[item.dataIndex] && onBarClick(bars[item.dataIndex] as ChartBar) : undefined} />
        <ChartsAxis />
      </ChartsContainer>
    </Box>
  );
}
