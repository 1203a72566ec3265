import { useCurrentProject, useMoveQueueItem, useQueue } from '@postify/hooks';
import { QueueList, type QueueListProps } from './QueueList';

export type ConnectedQueueListProps = Pick<QueueListProps, 'messages' | 'subtitle'> & {
  /** The account whose queue shows (`GET /queue?socialMediaAccountId=…`, the next eight weeks). */
  accountId: string;
};

/**
 * `QueueList` on `@postify/hooks`: one account's queue from `useQueue`, in the current project's time
 * zone, reordered through `useMoveQueueItem` (`POST /queue/move`), which refreshes the queue and the posts.
 */
export function ConnectedQueueList({ accountId, ...props }: ConnectedQueueListProps) {
  const queue = useQueue({ accountId });
  const move = useMoveQueueItem();
  const { currentProject } = useCurrentProject();
  return (
    <QueueList
      {...props}
      {...(currentProject ? { timeZone: currentProject.timeZone } : {})}
      entries={queue.data ?? []}
      isLoading={queue.isPending}
      hasError={queue.isError}
      onMove={(request) => move.mutateAsync(request)}
    />
  );
}
