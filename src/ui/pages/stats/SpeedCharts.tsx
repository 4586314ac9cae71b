// Speed and accuracy over a racer's latest races, drawn by uPlot on a canvas. This module (and
// uPlot with it) is a chunk of its own that only /stats loads. The canvas is described for screen
// readers by its label; the race log below it holds the same figures as text.
import 'uplot/dist/uPlot.min.css';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

import styles from './Stats.module.css';
import { formatNumber, formatStamp, unitLabel, type SpeedUnit } from './statsFormat';

export interface ChartPoint {
  raceID: number;
  stamp: number;
  speed: number;
  accuracy: number;
}

const HEIGHT = 260;

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

export function SpeedCharts({ points, unit }: { points: ChartPoint[]; unit: SpeedUnit }) {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const primary = cssVar('--color-primary', '#1e90ff');
    const accent = cssVar('--color-accent', '#ffb400');
    const text = cssVar('--color-text-muted', '#a3b3d6');
    const grid = cssVar('--color-border', '#2a3c68');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const data: uPlot.AlignedData = [
      points.map((_, index) => index + 1),
      points.map((p) => p.speed),
      points.map((p) => p.accuracy),
    ];
    const chart = new uPlot(
      {
        width: Math.max(280, host.clientWidth),
        height: HEIGHT,
        scales: {
          // Races are numbered 1…n: half a race of margin each side, whole-number ticks.
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          speed: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil((max * 1.15) / 10) * 10)] },
          accuracy: { range: [0, 100] },
        },
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
        series: [
          {
            label: 'Race',
            value: (_u, v) => {
              const point = v === null ? undefined : points[v - 1];
              return point ? formatStamp(point.stamp) : '–';
            },
          },
          {
            label: `Speed (${unitLabel(unit)})`,
            scale: 'speed',
            stroke: primary,
            width: 2,
            points: { show: points.length < 40 },
            value: (_u, v) => (v === null ? '–' : formatNumber(v, 1)),
          },
          {
            label: 'Accuracy (%)',
            scale: 'accuracy',
            stroke: accent,
            width: 2,
            dash: [6, 4],
            points: { show: points.length < 40 },
            value: (_u, v) => (v === null ? '–' : `${formatNumber(v, 1)}%`),
          },
        ],
        axes: [
          {
            ...axis,
            label: 'Race',
            incrs: [1, 2, 5, 10, 20, 50],
            values: (_u, ticks) => ticks.map((t) => String(t)),
          },
          { ...axis, scale: 'speed', label: unitLabel(unit) },
          { ...axis, scale: 'accuracy', side: 1, label: 'Accuracy %', grid: { show: false } },
        ],
      },
      data,
      host,
    );
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(280, host.clientWidth), height: HEIGHT });
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [points, unit]);

  const last = points[points.length - 1];
  const best = Math.max(...points.map((p) => p.speed));
  const label =
    `Chart of speed and accuracy over your last ${points.length} races. ` +
    (last
      ? `Latest: ${formatNumber(last.speed, 1)} ${unitLabel(unit)} at ${formatNumber(last.accuracy, 1)}% accuracy; best ${formatNumber(best, 1)}.`
      : '');
  return (
    <figure className={styles.chartFigure}>
      <div ref={hostRef} className={styles.chart} role="img" aria-label={label} />
      <figcaption className={styles.note}>
        Your last {points.length} {points.length === 1 ? 'race' : 'races'}, oldest first.
      </figcaption>
    </figure>
  );
}
