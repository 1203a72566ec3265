import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkSandboxAccount, signedInUser, wrapperFor } from '../../../test/support.js';
import { readPaging } from './paging.js';
import {
  useCancelSchedule,
  useCreateTemplate,
  useDeletePost,
  useRetrySchedule,
  useUpdatePost,
} from './usePostMutations.js';
import { useLatestPosts, usePosts, useScheduledPosts } from './usePosts.js';

// A 1×1 PNG, so the server's content check accepts the media.
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'capa.png',
    { type: 'image/png' },
  );

async function userWithPosts(label: string, count: number) {
  const user = await signedInUser(label);
  const { result } = renderHook(() => useCreateTemplate(), { wrapper: wrapperFor(user.client) });
  for (let i = 1; i <= count; i++) {
    await act(() =>
      result.current.mutateAsync({ caption: `Post número ${i}`, description: 'Rascunho de teste' }),
    );
  }
  return user;
}

describe('posts list (infinite, 15 per page from page 0)', () => {
  it('pages to the end and stops asking', async () => {
    const user = await userWithPosts('posts-paging', 17);
    const { result } = renderHook(() => usePosts(), { wrapper: wrapperFor(user.client) });
    await waitFor(() => expect(result.current.posts).toHaveLength(15));
    expect(result.current.total).toBe(17);
    expect(result.current.hasNextPage).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.posts).toHaveLength(17));
    expect(result.current.hasNextPage).toBe(false);
    act(() => result.current.loadMore());
    expect(user.log.count('GET /posts')).toBe(2);
    expect(new Set(result.current.posts.map((p) => p.id)).size).toBe(17);
  });

  it('pages of another size reach the same end', async () => {
    const user = await userWithPosts('posts-small-pages', 7);
    const { result } = renderHook(() => usePosts({ size: 3 }), { wrapper: wrapperFor(user.client) });
    await waitFor(() => expect(result.current.posts).toHaveLength(3));
    for (const expected of [6, 7]) {
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.posts).toHaveLength(expected));
    }
    expect(result.current.hasNextPage).toBe(false);
    expect(user.log.count('GET /posts')).toBe(3);
  });

  it('reads both paging readings', () => {
    expect(readPaging({ content: [], page: 0, totalElements: 20, totalPages: 2, hasNext: true }, 0)).toEqual({
      page: 0,
      total: 20,
      hasNext: true,
    });
    expect(readPaging({ content: [], page: 1, totalItems: 20, totalPages: 2 }, 1)).toEqual({
      page: 1,
      total: 20,
      hasNext: false,
    });
    expect(readPaging({ content: [], pagination: { page: 0, totalItems: 30, isLast: false } }, 0)).toEqual({
      page: 0,
      total: 30,
      hasNext: true,
    });
    expect(readPaging({ content: [] }, 4)).toEqual({ page: 4, total: null, hasNext: false });
  });
});

describe('dashboard and calendar reads', () => {
  it('shows the 5 newest posts first, and an empty week without schedules', async () => {
    const user = await userWithPosts('posts-latest', 6);
    const { result } = renderHook(
      () => ({
        latest: useLatestPosts(),
        week: useScheduledPosts({ from: '2026-11-22T03:00:00.000Z', to: '2026-11-29T03:00:00.000Z' }),
      }),
      { wrapper: wrapperFor(user.client) },
    );
    await waitFor(() =>
      expect(result.current.latest.data?.map((p) => p.caption)).toEqual([
        'Post número 6',
        'Post número 5',
        'Post número 4',
        'Post número 3',
        'Post número 2',
      ]),
    );
    await waitFor(() => expect(result.current.week.data).toEqual([]));
  });
});

describe('creating, editing and deleting', () => {
  it('creates a template with media, edits its card in place and deletes it', async () => {
    const user = await signedInUser('posts-edit');
    const { result } = renderHook(
      () => ({
        list: usePosts(),
        create: useCreateTemplate(),
        update: useUpdatePost(),
        remove: useDeletePost(),
      }),
      { wrapper: wrapperFor(user.client) },
    );
    await waitFor(() => expect(result.current.list.posts).toEqual([]));
    const created = await act(() =>
      result.current.create.mutateAsync({
        caption: 'Promoção de verão',
        description: 'Campanha',
        altText: 'Capa',
        media: [png()],
      }),
    );
    expect(created.overallStatus).toBe('DRAFT');
    expect(created.mediaUrls).toHaveLength(1);
    await waitFor(() => expect(result.current.list.posts.map((p) => p.id)).toEqual([created.id]));

    const listReads = user.log.count('GET /posts');
    await act(() =>
      result.current.update.mutateAsync({
        id: created.id,
        caption: 'Promoção de inverno',
        keptMediaUrls: [],
      }),
    );
    await waitFor(() => expect(result.current.list.posts[0]?.caption).toBe('Promoção de inverno'));
    expect(result.current.list.posts[0]?.mediaUrls).toEqual([]);
    expect(user.log.count('GET /posts')).toBe(listReads);

    await act(() => result.current.remove.mutateAsync(created.id));
    await waitFor(() => expect(result.current.list.posts).toEqual([]));
  });

  it('reports "Erro ao buscar posts" when the list fails', async () => {
    const user = await signedInUser('posts-error');
    user.projectIdStore.set('00000000-0000-4000-8000-000000000000');
    const { result } = renderHook(() => usePosts(), { wrapper: wrapperFor(user.client) });
    await waitFor(() => expect(result.current.errorMessage).toBe('Erro ao buscar posts'));
    expect(result.current.error?.status).toBe(404);
  });
});

describe('scheduling against the real scheduler data', () => {
  it('creates a template with a repeat and finds its occurrences in the week windows', async () => {
    const user = await signedInUser('posts-scheduled');
    const projects = await user.client.GET('/projects');
    const projectId = projects.data?.projects[0]?.id ?? '';
    user.projectIdStore.set(projectId);
    const accountId = await linkSandboxAccount(projectId, 'Instagram', 'lojadamaria');
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    const week = (from: Date) => ({
      from: from.toISOString(),
      to: new Date(from.getTime() + 7 * 86_400_000).toISOString(),
    });
    const thisWeek = week(new Date(start.getTime() - 86_400_000));
    const nextWeek = week(new Date(start.getTime() + 6 * 86_400_000));
    const { result } = renderHook(
      () => ({
        create: useCreateTemplate(),
        thisWeek: useScheduledPosts(thisWeek),
        nextWeek: useScheduledPosts(nextWeek),
      }),
      { wrapper: wrapperFor(user.client) },
    );
    await waitFor(() => expect(result.current.thisWeek.data).toEqual([]));
    await waitFor(() => expect(result.current.nextWeek.data).toEqual([]));
    const post = await act(() =>
      result.current.create.mutateAsync({
        caption: 'Agendado para duas semanas',
        schedules: [
          {
            schedule: start.toISOString(),
            repeatType: 7,
            repeatNumber: 2,
            isActive: true,
            socialMediaAccountIds: [accountId],
          },
        ],
        media: [png()],
      }),
    );
    expect(post.overallStatus).toBe('SCHEDULED');
    // The creation re-reads the calendar queries of the project: both weeks now hold the post.
    await waitFor(() => expect(result.current.thisWeek.data?.map((p) => p.id)).toEqual([post.id]));
    await waitFor(() => expect(result.current.nextWeek.data?.map((p) => p.id)).toEqual([post.id]));
    expect(result.current.thisWeek.data?.[0]?.schedules).toHaveLength(2);
  });
});

describe('one occurrence at a time', () => {
  it('cancels one waiting occurrence in the list and the calendar, and reports a refused retry in pt-BR', async () => {
    const user = await signedInUser('posts-occurrences');
    const projects = await user.client.GET('/projects');
    const projectId = projects.data?.projects[0]?.id ?? '';
    user.projectIdStore.set(projectId);
    const instagram = await linkSandboxAccount(projectId, 'Instagram', 'cafe.aurora');
    const facebook = await linkSandboxAccount(projectId, 'Facebook', 'CafeAurora');
    const at = new Date(Date.now() + 3 * 86_400_000);
    const window = {
      from: new Date(at.getTime() - 86_400_000).toISOString(),
      to: new Date(at.getTime() + 86_400_000).toISOString(),
    };
    const { result } = renderHook(
      () => ({
        list: usePosts(),
        week: useScheduledPosts(window),
        create: useCreateTemplate(),
        retry: useRetrySchedule(),
        cancel: useCancelSchedule(),
      }),
      { wrapper: wrapperFor(user.client) },
    );
    const post = await act(() =>
      result.current.create.mutateAsync({
        caption: 'Café especial da semana',
        schedules: [
          {
            schedule: at.toISOString(),
            repeatType: 0,
            repeatNumber: 0,
            isActive: true,
            socialMediaAccountIds: [instagram, facebook],
          },
        ],
        media: [png()],
      }),
    );
    await waitFor(() => expect(result.current.week.data?.[0]?.schedules).toHaveLength(2));
    const [first, second] = post.schedules;

    const calendarReads = user.log.count('GET /posts/scheduled');
    await act(() => result.current.cancel.mutateAsync({ postId: post.id, scheduleId: first?.id ?? 0 }));
    await waitFor(() =>
      expect(result.current.list.posts[0]?.schedules.map((s) => s.id)).toEqual([second?.id]),
    );
    await waitFor(() => expect(result.current.week.data?.[0]?.schedules).toHaveLength(1));
    expect(user.log.count('GET /posts/scheduled')).toBeGreaterThan(calendarReads);

    await act(() =>
      result.current.retry
        .mutateAsync({ postId: post.id, scheduleId: second?.id ?? 0 })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.retry.errorMessage).toBe(
        'Só é possível tentar novamente uma publicação que falhou.',
      ),
    );
    expect(result.current.retry.error?.status).toBe(409);
  });
});
