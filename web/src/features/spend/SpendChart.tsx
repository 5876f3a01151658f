// The daily spend bar chart. This module (and ApexCharts with it) is loaded only when the Spend tab
// shows a chart: HubSpendPage imports it with React.lazy.
import ReactApexChart from 'react-apexcharts';
import { formatEuro } from '@hub/domain';
import { chartLabel } from './chartLabels';

// react-apexcharts 1.7.0 (the last MIT release, see README "licences") is CommonJS with `exports.default`;
// the production bundle hands over the module object, the dev server the component itself.
const Chart = (ReactApexChart as unknown as { default?: typeof ReactApexChart }).default ?? ReactApexChart;

export interface SpendChartProps {
  /** Oldest first. */
  days: Array<{ date: string; totalCents: number }>;
}

export default function SpendChart({ days }: SpendChartProps) {
  return (
    <Chart
      type="bar"
      height={260}
      series={[{ name: 'Spend', data: days.map((d) => Math.round(d.totalCents) / 100) }]}
      options={{
        chart: { id: 'daily-spend', toolbar: { show: false }, animations: { enabled: false } },
        colors: ['#2b6cb0'],
        dataLabels: { enabled: false },
        xaxis: {
          categories: days.map((d) => chartLabel(d.date, days.length)),
          labels: { hideOverlappingLabels: true, rotate: -45 },
          tickAmount: Math.min(days.length, 16),
        },
        yaxis: { labels: { formatter: (euro: number) => formatEuro(Math.round(euro * 100)) } },
        tooltip: { y: { formatter: (euro: number) => formatEuro(Math.round(euro * 100)) } },
      }}
    />
  );
}
