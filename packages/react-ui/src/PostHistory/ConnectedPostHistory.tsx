import { usePostHistory } from '@postify/hooks';
import { useState } from 'react';
import { PostHistory, type PostHistoryProps } from './PostHistory';

export type ConnectedPostHistoryProps = Omit<PostHistoryProps, 'events' | 'isLoading' | 'hasError'>;

/** `PostHistory` on `usePostHistory`: the history is read when it is first opened, not with every card. */
export function ConnectedPostHistory({
  defaultOpen = false,
  onOpenChange,
  ...props
}: ConnectedPostHistoryProps) {
  const [open, setOpen] = useState(defaultOpen);
  const history = usePostHistory(open ? props.postId : null);
  return (
    <PostHistory
      {...props}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      events={history.data ?? []}
      isLoading={history.isPending && history.fetchStatus !== 'idle'}
      hasError={history.isError}
    />
  );
}
