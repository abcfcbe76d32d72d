import {
  dashboardBucketOf,
  dashboardPeriodDays,
  type DashboardPeriod,
  type TrendFigure,
} from '@/contract/dashboard';

/** The days a dashboard sums (UTC, both ends included) and the period of the same length just before. */
export interface PeriodRange {
  period: DashboardPeriod;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

const DAY_MS = 86_400_000;
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `period` days up to and including the UTC day of `now`, and the days before them. */
export function periodRange(period: DashboardPeriod, now: Date): PeriodRange {
  const days = dashboardPeriodDays[period];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    period,
    from: dayText(today - (days - 1) * DAY_MS),
    to: dayText(today),
    previousFrom: dayText(today - (2 * days - 1) * DAY_MS),
    previousTo: dayText(today - days * DAY_MS),
  };
}

/**
 * The first day of every bucket of the period, oldest first: each day, or for a year each calendar month (the
 * first bucket starts on the period's first day).
 */
export function bucketStarts({ period, from, to }: PeriodRange): string[] {
  const starts: string[] = [];
  for (let time = Date.parse(from); dayText(time) <= to; time += DAY_MS) {
    const day = dayText(time);
    if (dashboardBucketOf[period] === 'day' || day === from || day.endsWith('-01')) starts.push(day);
  }
  return starts;
}

/** The bucket a day falls in: the latest bucket start not after it. */
export function bucketOf(starts: readonly string[], day: string): string | undefined {
  let found: string | undefined;
  for (const start of starts) {
    if (start > day) break;
    found = start;
  }
  return found;
}

/** (current - previous) / previous in %, one decimal; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** A figure beside the one of the period before, with the change between them. */
export const trend = (current: number, previous: number): TrendFigure => ({
  current,
  previous,
  changePercent: changePercent(current, previous),
});
