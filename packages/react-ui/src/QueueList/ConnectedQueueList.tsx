import { useCurrentProject, useMoveQueueItem, useQueue } from '@postify/hooks';
import { DEFAULT_PROJECT_TIME_ZONE, instantIn, QUEUE_HORIZON_DAYS } from '@postify/sdk/rules';
import { useState } from 'react';
import { QueueList, type QueueListProps } from './QueueList';

export type ConnectedQueueListProps = Pick<QueueListProps, 'messages' | 'subtitle'> & {
  /**
   * The account whose queue shows (`GET /queue?socialMediaAccountId=…`): eight weeks from now, or from
   * the day chosen in 'Mostrar a partir de'.
   */
  accountId: string;
};

/**
 * `QueueList` on `@postify/hooks`: one account's queue from `useQueue`, in the current project's time
 * zone, from now or a chosen day, reordered through `useMoveQueueItem` (`POST /queue/move`), which refreshes the queue and the posts.
 */
export function ConnectedQueueList({ accountId, ...props }: ConnectedQueueListProps) {
  const { currentProject } = useCurrentProject();
  const timeZone = currentProject?.timeZone ?? DEFAULT_PROJECT_TIME_ZONE;
  const [from, setFrom] = useState<string | null>(null);
  const queue = useQueue({ accountId, ...(from ? windowFrom(from, timeZone) : {}) });
  const move = useMoveQueueItem();
  return (
    <QueueList
      {...props}
      timeZone={timeZone}
      from={from}
      onFromChange={setFrom}
      entries={queue.data ?? []}
      isLoading={queue.isPending}
      hasError={queue.isError}
      onMove={(request) => move.mutateAsync(request)}
    />
  );
}

/** Eight weeks (the queue's horizon) from the start of `day` on the project's calendar. */
function windowFrom(day: string, timeZone: string) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return {
    from: instantIn({ year, month, day: date }, timeZone).toISOString(),
    to: instantIn({ year, month, day: date + QUEUE_HORIZON_DAYS }, timeZone).toISOString(),
  };
}
