/**
 * The dashboard's line chart of new questions, answers and members per day. Loaded on its own
 * (`lazy` in the dashboard page) so the charting library reaches no page but this one. Colours are
 * the theme's own CSS variables, read again when the colour scheme changes; the x axis is drawn in
 * UTC because the server already counted the days in the site's time zone.
 */
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useKernel, useT } from '@answer/sdk';
import type { DailyData } from './api';
import { dayStart } from './format';

const HEIGHT = 260;
/** Steps between y-axis ticks: counts are whole numbers. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
export const SERIES = [
  { key: 'questions', color: '--bs-primary' },
  { key: 'answers', color: '--bs-success' },
  { key: 'members', color: '--bs-warning' },
] as const;

function cssColor(element: Element, variable: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(variable).trim() || fallback;
}

function DailyChart({ data }: { data: DailyData }) {
  const { theme } = useKernel();
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const scheme = theme.effective;

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const text = cssColor(element, '--bs-secondary-color', '#6c757d');
    const grid = cssColor(element, '--bs-border-color', '#dee2e6');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'UTC'),
      scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, Math.max(max, 1)] } },
      axes: [axis, { ...axis, incrs: WHOLE_STEPS, values: (_plot, ticks) => ticks.map((tick) => String(tick)) }],
      series: [
        { label: t('dashboard.chart.day'), value: (_plot, seconds) => (seconds === null ? '' : new Date(seconds * 1000).toISOString().slice(0, 10)) },
        ...SERIES.map((series) => ({ label: t(`dashboard.chart.${series.key}`), stroke: cssColor(element, series.color, '#0d6efd'), width: 2, points: { show: true, size: 5 } })),
      ],
    };
    const plot = new uPlot(options, [data.days.map(dayStart), data.questions, data.answers, data.members], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, scheme, t]);

  // the numbers are in the table below the chart
  return <div ref={box} className="dashboard-chart" aria-hidden="true" data-testid="dashboard-chart" />;
}

export default observer(DailyChart);
