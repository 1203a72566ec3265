import type { MetricsPoint } from './MetricsChart';

/** The day `offset` days after 24/10/2026, as 'YYYY-MM-DD'. */
const day = (offset: number) => new Date(Date.UTC(2026, 9, 24 + offset)).toISOString().slice(0, 10);

/**
 * Thirty days of @cafe.aurora (24/10 to 22/11/2026): followers growing from 1,2M, reach and engagement
 * higher on weekends; fixed numbers so screenshots never change.
 */
export const auroraHistory: MetricsPoint[] = Array.from({ length: 30 }, (_, i) => {
  const weekday = new Date(`${day(i)}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.5 : 1;
  const wobble = ((i * 37) % 11) / 10;
  return {
    date: day(i),
    followers_count: 1_236_000 + i * 480 + Math.round(wobble * 150),
    reach: Math.round((38_000 + i * 600 + wobble * 9_000) * weekend),
    engagement: Math.round((2_100 + i * 40 + wobble * 700) * weekend),
  };
});

/** Three days with a gap (the network did not answer on 20/11): the line spans the missing day. */
export const shortHistory: MetricsPoint[] = [
  { date: '2026-11-19', followers_count: 980, reach: 310, engagement: 42 },
  { date: '2026-11-21', followers_count: 1_004, reach: 455, engagement: 61 },
  { date: '2026-11-22', followers_count: 1_011, reach: 402, engagement: 57 },
];
