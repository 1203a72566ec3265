import type { OccurrenceStatus } from '../db/schema.js';

/** A post's summary state, from its occurrences (documented in openapi/README.md). */
export type OverallStatus = 'DRAFT' | 'SCHEDULED' | 'PUBLISHING' | 'POSTED' | 'PARTIAL' | 'FAILED';

const order: readonly OccurrenceStatus[] = ['SCHEDULED', 'PUBLISHING', 'POSTED', 'FAILED'];

/**
 * `status` (the distinct occurrence states, or DRAFT) and `overallStatus`: PUBLISHING while one is being
 * published, SCHEDULED while one waits, otherwise POSTED, FAILED or PARTIAL (some of each).
 */
export function postStatus(occurrences: readonly OccurrenceStatus[]): {
  status: (OccurrenceStatus | 'DRAFT')[];
  overallStatus: OverallStatus;
} {
  if (occurrences.length === 0) return { status: ['DRAFT'], overallStatus: 'DRAFT' };
  const present = new Set(occurrences);
  const status = order.filter((state) => present.has(state));
  const overallStatus: OverallStatus = present.has('PUBLISHING')
    ? 'PUBLISHING'
    : present.has('SCHEDULED')
      ? 'SCHEDULED'
      : present.has('POSTED') && present.has('FAILED')
        ? 'PARTIAL'
        : present.has('POSTED')
          ? 'POSTED'
          : 'FAILED';
  return { status, overallStatus };
}
