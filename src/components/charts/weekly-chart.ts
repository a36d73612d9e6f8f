/**
 * The figures of WeeklyChart.astro: minutes (bars) and sessions (the number above each bar) per
 * week, laid out on the chart's view box, with the spoken summary and the table's rows.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { formatCount, formatDay } from '~/shared/training/format';
import type { WeekTotals } from '~/shared/training/journal';
import { bands, labelledIndexes, linearScale, niceTicks, type PlotArea, VIEWBOX } from './geometry';

// Room for the minute ticks on the left, the session counts above the tallest bar and the week labels below.
const PLOT: PlotArea = { left: 34, right: VIEWBOX.width - 12, top: 20, bottom: VIEWBOX.height - 24 };
/** Week labels written under the axis; more would overlap on a phone. */
const WEEK_LABELS = 6;

/** The weekly chart of `weeks` (oldest first, as the stats deliver them); `trained` is false when no week has a session. */
export function weeklyChart(weeks: WeekTotals[], locale: Locale) {
  const o = { locale };
  const ticks = niceTicks(Math.max(0, ...weeks.map((week) => week.minutes)));
  const y = linearScale([0, ticks.at(-1) ?? 1], [PLOT.bottom, PLOT.top]);
  const labelled = labelledIndexes(weeks.length, WEEK_LABELS);
  const sum = (pick: (week: WeekTotals) => number) => weeks.reduce((total, week) => total + pick(week), 0);
  const thisWeek = weeks.at(-1);
  return {
    trained: weeks.some((week) => week.sessions > 0),
    plot: PLOT,
    ticks: ticks.map((tick) => ({ y: y(tick), label: formatCount(tick, locale) })),
    bars: bands(weeks.length, PLOT.left, PLOT.right).map((band, index) => {
      const week = weeks[index] as WeekTotals;
      return {
        ...band,
        top: y(week.minutes),
        minutes: week.minutes,
        sessions: week.sessions > 0 ? formatCount(week.sessions, locale) : null,
        label: labelled.has(index) ? formatDay(week.start, locale, 'short') : null,
      };
    }),
    title: m.training_chart_weeks_title({}, o),
    description: m.training_chart_weeks_desc(
      {
        weeks: String(weeks.length),
        minutes: formatCount(
          sum((week) => week.minutes),
          locale,
        ),
        sessions: formatCount(
          sum((week) => week.sessions),
          locale,
        ),
        weekMinutes: formatCount(thisWeek?.minutes ?? 0, locale),
        weekSessions: formatCount(thisWeek?.sessions ?? 0, locale),
      },
      o,
    ),
    legend: m.training_chart_weeks_legend({}, o),
    table: {
      columns: [m.training_chart_week({}, o), m.training_chart_minutes({}, o), m.training_chart_sessions({}, o)],
      rows: weeks.map((week) => [formatDay(week.start, locale), formatCount(week.minutes, locale), formatCount(week.sessions, locale)]),
    },
  };
}
