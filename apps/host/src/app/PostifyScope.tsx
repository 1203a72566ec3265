import { PostifyProvider } from '@postify/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useConsoleClient } from './ConsoleProviders';

/**
 * The data hooks' provider around every screen that uses them. It is a lazily loaded route element, not a
 * provider in the entry, so the landing and legal pages do not download the hooks and TanStack Query's
 * observers (the landing's budget is 125 KB with React included).
 */
export default function PostifyScope() {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  return (
    <PostifyProvider client={client} queryClient={queryClient}>
      <Outlet />
    </PostifyProvider>
  );
}
