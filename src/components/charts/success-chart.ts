/**
 * The figures of SuccessChart.astro: an activity's success rate per session (0–100 %, oldest to
 * newest) as points on a line, and the mastery rule's rate as the reference line, laid out on the
 * chart's view box, with the spoken summary and the table's rows.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { formatDay, formatPercent } from '~/shared/training/format';
import type { SuccessPoint } from '~/shared/training/journal';
import { MASTERY_RATE } from '~/shared/training/mastery';
import { labelledIndexes, linearScale, linePath, niceTicks, type PlotArea, spread, VIEWBOX } from './geometry';

// Room for the percentages on the left and the days below; the inset keeps the first and last point off the axes.
const PLOT: PlotArea = { left: 40, right: VIEWBOX.width - 16, top: 10, bottom: VIEWBOX.height - 24 };
const INSET = 8;
/** Day labels written under the axis; more would overlap on a phone. */
const DAY_LABELS = 5;

/** The success chart of `points` (oldest first, only sessions with a result); null without any. */
export function successChart(points: SuccessPoint[], activityTitle: string, locale: Locale) {
  const o = { locale };
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  // Percent steps of 20 put the mastery rate of 80 % on a tick of its own.
  const ticks = niceTicks(100, 5).map((percent) => percent / 100);
  const y = linearScale([0, 1], [PLOT.bottom, PLOT.top]);
  const xs = spread(points.length, PLOT.left + INSET, PLOT.right - INSET);
  const dots = points.map((point, index) => ({ x: xs[index] ?? 0, y: y(point.rate) }));
  const labelled = labelledIndexes(points.length, DAY_LABELS);
  const bar = formatPercent(MASTERY_RATE, locale);
  return {
    plot: PLOT,
    ticks: ticks.map((tick) => ({ y: y(tick), label: formatPercent(tick, locale), reference: tick === MASTERY_RATE })),
    title: m.training_chart_success_title({ activity: activityTitle }, o),
    description: m.training_chart_success_desc(
      { count: String(points.length), from: formatDay(first.day, locale), to: formatDay(last.day, locale), last: formatPercent(last.rate, locale), bar },
      o,
    ),
    legend: m.training_chart_success_legend({ bar }, o),
    table: {
      columns: [m.training_chart_day({}, o), m.training_chart_success({}, o)],
      rows: points.map((point) => [formatDay(point.day, locale), formatPercent(point.rate, locale)]),
    },
    masteryY: y(MASTERY_RATE),
    line: linePath(dots),
    dots,
    /** The day written under the axis at each point, where there is room. */
    dayLabels: points.flatMap((point, index) => (labelled.has(index) ? [{ x: xs[index] ?? 0, label: formatDay(point.day, locale, 'short') }] : [])),
  };
}
