import { awaitsReview } from '@postify/sdk/rules';
import type { OccurrenceStatus, ReviewStatus } from '../db/schema.js';

/** A post's summary state, from its occurrences and review (documented in openapi/README.md). */
export type OverallStatus =
  | 'DRAFT'
  | 'IN_REVIEW'
  | 'SCHEDULED'
  | 'PUBLISHING'
  | 'POSTED'
  | 'PARTIAL'
  | 'FAILED';

const order: readonly OccurrenceStatus[] = ['SCHEDULED', 'PUBLISHING', 'POSTED', 'FAILED'];

/**
 * `status` (the distinct occurrence states, or DRAFT) and `overallStatus`: PUBLISHING while one is being
 * published, IN_REVIEW while it waits for approval (its occurrences wait too), SCHEDULED while one waits,
 * otherwise POSTED, FAILED or PARTIAL (some of each).
 */
export function postStatus(
  occurrences: readonly OccurrenceStatus[],
  review: ReviewStatus | null = null,
): {
  status: (OccurrenceStatus | 'DRAFT')[];
  overallStatus: OverallStatus;
} {
  if (occurrences.length === 0) return { status: ['DRAFT'], overallStatus: 'DRAFT' };
  const present = new Set(occurrences);
  const status = order.filter((state) => present.has(state));
  const overallStatus: OverallStatus = present.has('PUBLISHING')
    ? 'PUBLISHING'
    : awaitsReview(review) && present.has('SCHEDULED')
      ? 'IN_REVIEW'
      : present.has('SCHEDULED')
        ? 'SCHEDULED'
        : present.has('POSTED') && present.has('FAILED')
          ? 'PARTIAL'
          : present.has('POSTED')
            ? 'POSTED'
            : 'FAILED';
  return { status, overallStatus };
}
