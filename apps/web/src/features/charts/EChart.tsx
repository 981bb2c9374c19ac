import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { CHART_COLORS } from './chart-colors';

export interface EChartProps {
  /** An ECharts option; series colours default to the theme's chart palette. */
  option: EChartsCoreOption;
  /** What the chart shows, read by screen readers (the table beside it has the figures). */
  label: string;
  height?: number;
  /**
   * A click on a bar, point or slice (drill-down): its category name and series index. The
   * same choice must also be offered outside the picture (the figures table), for the
   * keyboard.
   */
  onItemClick?: (item: { name: string; seriesIndex: number; dataIndex: number }) => void;
}

/**
 * One chart (issue 15): ECharts loaded on first use (its own chunk), drawn into a box with
 * role="img" and the given label, redrawn when the option changes, resized with the box,
 * disposed on unmount. A page shows its figures in a table too, so nothing is only in the
 * picture.
 */
export function EChart({ option, label, height = 280, onItemClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const clicked = useRef(onItemClick);
  clicked.current = onItemClick;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'svg' });
      chart.current.setOption({ color: [...CHART_COLORS], ...latest.current });
      chart.current.on('click', (params) => {
        const item = params as { name: string; seriesIndex?: number; dataIndex: number };
        clicked.current?.({
          name: item.name,
          seriesIndex: item.seriesIndex ?? 0,
          dataIndex: item.dataIndex,
        });
      });
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(box.current);
      }
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ color: [...CHART_COLORS], ...option }, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-testid="chart"
      style={{ width: '100%', height }}
    />
  );
}
