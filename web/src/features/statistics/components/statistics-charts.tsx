// The statistics page's charts, drawn by AG Charts Community on a canvas: the age pyramid and the
// figure per region. The library itself loads lazily (chart-library.ts) the first time a chart is
// shown; until then the frame keeps the chart's height. The tables beside the charts stay the
// accessible source of the numbers; the charts are for the eye.
import type { AgBarSeriesOptions, AgCartesianChartOptions, AgChartInstance, AgChartTheme } from 'ag-charts-community';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { formatNumber } from '../../../lib/format';
import { t, tf } from '../../../lib/i18n';
import { type PyramidBar, type RegionBar, countScale, pyramidReach } from '../statistics-charts';

type ChartLibrary = typeof import('./chart-library');

let library: Promise<ChartLibrary> | undefined;

/** The chart library, fetched once; asked again after a failure (offline for a moment). */
function loadChartLibrary(): Promise<ChartLibrary> {
  library ??= import('./chart-library').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/** A chart of `options` (data, series, axes), created once the library is there and updated
 * in place when the options change. */
function Chart({ options }: { options: AgCartesianChartOptions }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<AgChartInstance | undefined>(undefined);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    loadChartLibrary().then(
      ({ AgCharts, CHART_MODULES, CHART_LOCALE_TEXT }) => {
        if (!current || !container.current) return;
        const full: AgCartesianChartOptions = { ...options, container: container.current, locale: { localeText: CHART_LOCALE_TEXT } };
        if (chart.current) void chart.current.update(full);
        else chart.current = AgCharts.create(full, { modules: CHART_MODULES });
        setState('shown');
      },
      () => {
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [options]);
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = undefined;
    },
    [],
  );
  return (
    <>
      {state !== 'shown' && <p className="hint">{t(state === 'failed' ? 'statistics.chart.failed' : 'statistics.chart.loading')}</p>}
      <div ref={container} className="statistics-chart-canvas" />
    </>
  );
}

/** Men, women, people without a sex and a single figure, on the light and the dark page. */
const COLOURS = {
  light: { men: '#2a6bb5', women: '#c4531a', unknown: '#7b8794', single: '#0b4f9c', text: '#1b2430', muted: '#4d5b6b', grid: '#d3dae3' },
  dark: { men: '#6aa8f0', women: '#f0945a', unknown: '#aab6c3', single: '#6aa8f0', text: '#e6ecf2', muted: '#aab6c3', grid: '#334155' },
} as const;

type PageTheme = keyof typeof COLOURS;

/** The page's font (styles.css), for the canvas and the tooltips. */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** The page's theme (lib/theme.ts sets `data-theme` on <html>), followed when it changes. */
function usePageTheme(): PageTheme {
  return useSyncExternalStore(
    subscribeToTheme,
    () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'),
    () => 'light',
  );
}

/** The options every chart shares: the page's font and colours, no animation, a legend that is
 * only a key (a series hidden would leave the bars' numbers wrong). */
function baseOptions(theme: PageTheme, height: number): AgCartesianChartOptions {
  const colours = COLOURS[theme];
  const chartTheme: AgChartTheme = {
    baseTheme: theme === 'dark' ? 'ag-default-dark' : 'ag-default',
    params: {
      fontFamily: FONT,
      chromeFontFamily: FONT,
      fontSize: 13,
      chromeFontSize: 13,
      backgroundColor: 'transparent',
      foregroundColor: colours.text,
      textColor: colours.text,
      subtleTextColor: colours.muted,
      gridLineColor: colours.grid,
      axisLineColor: colours.grid,
    },
  };
  return {
    theme: chartTheme,
    height,
    padding: { top: 8, right: 16, bottom: 8, left: 8 },
    animation: { enabled: false },
    // One tooltip for a bar's men and women together.
    tooltip: { mode: 'shared' },
    legend: { position: 'top', toggleSeries: false },
  };
}

/** "1 234" for an axis or a tooltip, the sign of the pyramid's men left out. */
const count = (value: unknown) => formatNumber(Math.abs(Number(value)));

interface AgePyramidChartProps {
  bars: PyramidBar[];
  height: number;
}

/** The people by age on 31 December: men to the left, women to the right, the oldest on top. */
export function AgePyramidChart({ bars, height }: AgePyramidChartProps) {
  const theme = usePageTheme();
  const options = useMemo<AgCartesianChartOptions>(() => {
    const colours = COLOURS[theme];
    const { reach, step } = countScale(pyramidReach(bars));
    const series = (yKey: 'men' | 'women', name: string, fill: string): AgBarSeriesOptions<PyramidBar> => ({
      type: 'bar',
      direction: 'horizontal',
      xKey: 'age',
      yKey,
      yName: name,
      // One stack: both halves share an age's band instead of standing side by side.
      stackGroup: 'age',
      fill,
      strokeWidth: 0,
      tooltip: {
        renderer: ({ datum }) => ({
          heading: tf('statistics.chart.ageOf', { age: datum.age }),
          data: [{ label: name, value: count(datum[yKey]) }],
        }),
      },
    });
    return {
      ...baseOptions(theme, height),
      data: bars,
      series: [series('men', t('statistics.col.male'), colours.men), series('women', t('statistics.col.female'), colours.women)],
      axes: {
        x: {
          type: 'category',
          position: 'left',
          title: { text: t('statistics.chart.age') },
          paddingInner: 0.15,
          // Every fifth year labelled; the table beside has each.
          interval: { values: bars.filter((bar) => Number(bar.age) % 5 === 0).map((bar) => bar.age) },
        },
        y: {
          type: 'number',
          position: 'bottom',
          min: -reach,
          max: reach,
          interval: { step },
          label: { formatter: ({ value }) => count(value) },
          crossLines: [{ type: 'line', value: 0, stroke: colours.muted, strokeWidth: 1 }],
        },
      },
    };
  }, [bars, height, theme]);
  return <Chart options={options} />;
}

interface RegionChartProps {
  bars: RegionBar[];
  /** Whether the figure counts people: men, women (and those without a sex) stacked. */
  people: boolean;
  /** The figure's name when it is not people ("Akce"). */
  measure: string;
  height: number;
}

/** The chosen figure per region, the largest on top, with its number at the bar's end. */
export function RegionChart({ bars, people, measure, height }: RegionChartProps) {
  const theme = usePageTheme();
  const options = useMemo<AgCartesianChartOptions>(() => {
    const colours = COLOURS[theme];
    const parts: { yKey: 'men' | 'women' | 'unknown' | 'value'; name: string; fill: string }[] = people
      ? [
          { yKey: 'men', name: t('statistics.col.male'), fill: colours.men },
          { yKey: 'women', name: t('statistics.col.female'), fill: colours.women },
          ...(bars.some((bar) => bar.unknown > 0) ? [{ yKey: 'unknown' as const, name: t('statistics.chart.unknownSex'), fill: colours.unknown }] : []),
        ]
      : [{ yKey: 'value', name: measure, fill: colours.single }];
    const { reach, step } = countScale(Math.max(0, ...bars.map((bar) => bar.value)), 8, true);
    const series = parts.map(
      ({ yKey, name, fill }, index): AgBarSeriesOptions<RegionBar> => ({
        type: 'bar',
        direction: 'horizontal',
        xKey: 'name',
        yKey,
        yName: name,
        stacked: people,
        fill,
        strokeWidth: 0,
        // The whole figure at the end of the last part, which ends where the bar ends.
        label:
          index === parts.length - 1
            ? { enabled: true, placement: 'outside-end', color: colours.text, fontWeight: 600, formatter: ({ datum }) => formatNumber(datum.value) }
            : { enabled: false },
        tooltip: {
          renderer: ({ datum }) => ({
            heading: people ? tf('statistics.chart.regionTotal', { region: datum.name, total: formatNumber(datum.value) }) : datum.name,
            data: [{ label: name, value: formatNumber(datum[yKey]) }],
          }),
        },
      }),
    );
    return {
      ...baseOptions(theme, height),
      data: bars,
      series,
      legend: { enabled: people, position: 'top', toggleSeries: false },
      axes: {
        // Long region names may take almost half a phone's width; the rest is cut with an ellipsis.
        x: { type: 'category', position: 'left', paddingInner: 0.25, maxThicknessRatio: 0.45, label: { truncate: true } },
        y: { type: 'number', position: 'bottom', min: 0, max: reach, interval: { step }, label: { formatter: ({ value }) => count(value) } },
      },
    };
  }, [bars, people, measure, height, theme]);
  return <Chart options={options} />;
}
