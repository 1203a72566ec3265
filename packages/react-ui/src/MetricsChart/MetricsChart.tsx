import type { Schemas } from '@postify/sdk';
import { formatCount, formatDate, formatInteger } from '@postify/sdk/format';
import { useId, useState } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { ChartFrame } from './ChartFrame';
import * as styles from './MetricsChart.css';
import { MetricsChartSkeleton } from './MetricsChartSkeleton';
import { type MetricsChartMessages, metricsChartMessages } from './messages';

/** One day of an account's metrics, as `GET /metrics/history` answers it. */
export type MetricsPoint = Schemas['AccountMetricsPoint'];

/** The series drawn, in order. */
export const metricsChartSeries = ['followers_count', 'reach', 'engagement'] as const;
type Series = (typeof metricsChartSeries)[number];

export interface MetricsChartProps {
  /** The account's username, named in the table's caption. */
  username: string;
  /** The recorded days, oldest first (a day without a snapshot is absent, never zero). */
  points: readonly MetricsPoint[];
  /** The window asked for; it titles the chart ('Últimos 30 dias'). */
  days?: number;
  isLoading?: boolean;
  /** A pt-BR failure message; the chart shows it instead of the data. */
  errorMessage?: string | null;
  messages?: Partial<MetricsChartMessages>;
}

// The plot's own coordinate space; the SVG stretches it to the card's width (strokes do not scale).
const plotWidth = 100;
const plotHeight = 40;

/** A 'YYYY-MM-DD' day as 'DD/MM/YYYY': a calendar day, so it is formatted in UTC and never shifts a day. */
const dayLabel = (date: string) => formatDate(`${date}T12:00:00Z`, { timeZone: 'UTC' });
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The line and the area under it, with x placed by date so a missing day leaves a wider step, not a lie. */
function paths(points: readonly MetricsPoint[], series: Series) {
  const first = dayNumber(points[0]?.date ?? '');
  const span = Math.max(1, dayNumber(points.at(-1)?.date ?? '') - first);
  const values = points.map((point) => point[series]);
  const min = Math.min(...values);
  const range = Math.max(...values) - min;
  const coordinates = points.map((point) => {
    const x = points.length === 1 ? plotWidth / 2 : ((dayNumber(point.date) - first) / span) * plotWidth;
    // A flat series sits in the middle; otherwise min at the bottom and max at the top, 2 units of air.
    const y =
      range === 0 ? plotHeight / 2 : plotHeight - 2 - ((point[series] - min) / range) * (plotHeight - 4);
    return `${x.toFixed(2)},${y.toFixed(2)}`;
  });
  const line = `M${coordinates.join('L')}`;
  const firstX = coordinates[0]?.split(',')[0] ?? '0';
  const lastX = coordinates.at(-1)?.split(',')[0] ?? '0';
  return { line, area: `${line}L${lastX},${plotHeight}L${firstX},${plotHeight}Z` };
}

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : formatCount(value));

/**
 * An account's followers, reach and engagement over the last days: one small line chart per metric (each on
 * its own scale, as followers run in thousands and engagement in tens), with the last day's value and the
 * change over the period in text. The same numbers are a table: read by screen readers while the chart is
 * shown (the drawings are hidden from them) and shown to everyone with 'Ver tabela'.
 */
export function MetricsChart({
  username,
  points,
  days = 30,
  isLoading = false,
  errorMessage,
  messages,
}: MetricsChartProps) {
  const m = useCopy('metricsChart', metricsChartMessages, messages);
  const [showTable, setShowTable] = useState(false);
  const seriesId = useId();
  const labels: Record<Series, string> = {
    followers_count: m.followers,
    reach: m.reach,
    engagement: m.engagement,
  };
  if (isLoading) return <MetricsChartSkeleton days={days} messages={messages} />;
  const hasData = !errorMessage && points.length > 0;
  const last = points.at(-1);
  const first = points[0];

  return (
    <ChartFrame
      title={formatMessage(m.title, { days })}
      actions={
        hasData ? (
          <Button variant="ghost" size="sm" onPress={() => setShowTable((shown) => !shown)}>
            {showTable ? m.showChart : m.showTable}
          </Button>
        ) : null
      }
    >
      {errorMessage ? <Banner tone="danger">{errorMessage}</Banner> : null}
      {!errorMessage && points.length === 0 ? (
        <EmptyState title={m.empty} hint={m.emptyHint} icon="inbox" headingLevel={4} />
      ) : null}
      {hasData && last && first && !showTable ? (
        <ul className={styles.series}>
          {metricsChartSeries.map((series) => {
            const { line, area } = paths(points, series);
            // Named by its label alone: not every accessibility tree names a figure from its figcaption.
            return (
              <li key={series}>
                <figure className={styles.figure} aria-labelledby={`${seriesId}-${series}`}>
                  <figcaption className={styles.figureHeader}>
                    <span id={`${seriesId}-${series}`} className={styles.label}>
                      {labels[series]}
                    </span>
                    <span className={styles.value}>{formatCount(last[series])}</span>
                  </figcaption>
                  <svg
                    className={styles.plot}
                    viewBox={`0 0 ${plotWidth} ${plotHeight}`}
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path className={styles.area} d={area} />
                    <path className={styles.line} d={line} vectorEffect="non-scaling-stroke" />
                  </svg>
                  <div className={styles.axis} aria-hidden="true">
                    <span>{dayLabel(first.date).slice(0, 5)}</span>
                    <span>{dayLabel(last.date).slice(0, 5)}</span>
                  </div>
                  <span className={styles.note}>
                    {formatMessage(m.lastDay, { date: dayLabel(last.date) })} ·{' '}
                    {formatMessage(m.change, { change: signed(last[series] - first[series]) })}
                  </span>
                </figure>
              </li>
            );
          })}
        </ul>
      ) : null}
      {hasData ? (
        <div className={showTable ? styles.tableScroll : styles.hiddenTable}>
          <table className={styles.table}>
            <caption className={styles.caption}>{formatMessage(m.tableCaption, { username })}</caption>
            <thead>
              <tr>
                <th scope="col">{m.date}</th>
                {metricsChartSeries.map((series) => (
                  <th key={series} scope="col">
                    {labels[series]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{dayLabel(point.date)}</th>
                  {metricsChartSeries.map((series) => (
                    <td key={series}>{formatInteger(point[series])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </ChartFrame>
  );
}
