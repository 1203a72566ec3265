import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkSandboxAccount, signedInUser, wrapperFor } from '../../../test/support.js';
import { useCreateTemplate } from '../posts/usePostMutations.js';
import {
  useAddToQueue,
  useCreateQueueSlot,
  useDeleteQueueSlot,
  useMoveQueueItem,
  useQueue,
  useQueueSlots,
} from './useQueue.js';

describe("queue ('Horários da fila', 'Adicionar à fila')", () => {
  it('adds a slot, queues two posts in the next free slots, swaps them and removes the slot', async () => {
    const user = await signedInUser('queue-hooks');
    const projects = await user.client.GET('/projects');
    const projectId = projects.data?.projects[0]?.id ?? '';
    user.projectIdStore.set(projectId);
    const facebook = await linkSandboxAccount(projectId, 'Facebook', 'CafeFila');
    const { result } = renderHook(
      () => ({
        slots: useQueueSlots(facebook),
        queue: useQueue({ accountId: facebook }),
        addSlot: useCreateQueueSlot(facebook),
        removeSlot: useDeleteQueueSlot(facebook),
        create: useCreateTemplate(),
        add: useAddToQueue(),
        move: useMoveQueueItem(),
      }),
      { wrapper: wrapperFor(user.client) },
    );
    await waitFor(() => expect(result.current.slots.data).toEqual([]));
    await waitFor(() => expect(result.current.queue.data).toEqual([]));

    await act(() => result.current.addSlot.mutateAsync({ weekday: 3, time: '12:00' }));
    await waitFor(() => expect(result.current.slots.data).toMatchObject([{ weekday: 3, time: '12:00' }]));
    // Eight weeks of one weekly slot, all free.
    await waitFor(() => expect(result.current.queue.data?.length).toBeGreaterThanOrEqual(8));
    expect(result.current.queue.data?.every((entry) => entry.scheduleId === null)).toBe(true);

    const queueOne = async (caption: string) => {
      const draft = await act(() => result.current.create.mutateAsync({ caption, schedules: [] }));
      return act(() =>
        result.current.add.mutateAsync({ postId: draft.id, socialMediaAccountIds: [facebook] }),
      );
    };
    const first = await queueOne('Primeiro da fila');
    const second = await queueOne('Segundo da fila');
    await waitFor(() =>
      expect(result.current.queue.data?.slice(0, 3).map((entry) => entry.caption)).toEqual([
        'Primeiro da fila',
        'Segundo da fila',
        null,
      ]),
    );

    const [firstSlot] = first.schedules;
    const [secondSlot] = second.schedules;
    if (!firstSlot || !secondSlot) throw new Error('both queued');
    await act(() =>
      result.current.move.mutateAsync({ scheduleId: secondSlot.id, to: firstSlot.scheduledAt }),
    );
    await waitFor(() =>
      expect(result.current.queue.data?.slice(0, 2).map((entry) => entry.caption)).toEqual([
        'Segundo da fila',
        'Primeiro da fila',
      ]),
    );

    // A repeated slot is refused in pt-BR; removing the slot leaves the account without slots.
    await act(() => result.current.addSlot.mutateAsync({ weekday: 3, time: '12:00' }).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.addSlot.errorMessage).toBe(
        'Esta conta já tem um horário na fila neste dia e hora',
      ),
    );
    await act(() => result.current.removeSlot.mutateAsync(result.current.slots.data?.[0]?.id ?? ''));
    await waitFor(() => expect(result.current.slots.data).toEqual([]));
  });
});
