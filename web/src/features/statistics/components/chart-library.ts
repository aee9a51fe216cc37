// AG Charts Community with only what the statistics page's bar charts use, and its Czech texts.
// The page imports this module lazily (components/statistics-charts.tsx), so the library comes in
// a chunk of its own when a chart is first shown. It imports nothing of the app and no React: a
// chunk that reached shared modules (React, the formatters) would split the chunks the public
// pages load at once, and their JavaScript has a budget (scripts/public-js-size.mjs).
import { AG_CHARTS_LOCALE_CS_CZ } from 'ag-charts-locale';
import {
  type AgChartModule,
  BarSeriesModule,
  CartesianChartModule,
  CategoryAxisModule,
  CrossLinesModule,
  LegendModule,
  LocaleModule,
  NumberAxisModule,
} from 'ag-charts-community';

export { AgCharts } from 'ag-charts-community';

/** The modules the bar charts use: category and number axes, the pyramid's zero line, the legend
 * and Czech texts. */
export const CHART_MODULES: AgChartModule[] = [CartesianChartModule, BarSeriesModule, CategoryAxisModule, NumberAxisModule, CrossLinesModule, LegendModule, LocaleModule];

/** The library's own texts (legend, keyboard help, screen-reader announcements) in Czech. */
export const CHART_LOCALE_TEXT: Record<string, string> = AG_CHARTS_LOCALE_CS_CZ;
