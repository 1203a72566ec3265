import type { Schemas } from '@postify/sdk';
import { nextFreeSlot, QUEUE_SLOTS_MAX, queueSlotInstants } from '@postify/sdk/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/projects/membership.js';
import { createUser, type TestServer } from '../support/server.js';
import { formOf, images, linkAccount, pngBytes, sendForm, startPostsServer } from './support.js';

// 'Horários da fila' and 'Adicionar à fila' over real HTTP: the server computes each account's next free
// slot in the project's time zone, refuses what breaks a rule, and reorders by swapping schedules.

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

let people = 0;
async function owner(timeZone = 'Europe/Lisbon') {
  people += 1;
  const user = await createUser(t, `fila-${people}@exemplo.com`);
  await t.db.updateTable('projects').set({ time_zone: timeZone }).where('id', '=', user.projectId).execute();
  const instagram = await linkAccount(t, user.projectId, 'Instagram', `fila${people}.insta`);
  const facebook = await linkAccount(t, user.projectId, 'Facebook', `Fila${people}`);
  return {
    ...user,
    auth: { token: user.token, projectId: user.projectId },
    accounts: [instagram.id, facebook.id],
  };
}
type Owner = Awaited<ReturnType<typeof owner>>;

const png = pngBytes();
const addSlot = (who: Owner, account: string, slot: { weekday: unknown; time: unknown }, auth = who.auth) =>
  t.call<Schemas['QueueSlot']>('POST', `/social-media-account/${account}/queue-slots`, {
    ...auth,
    body: slot,
  });
const draft = async (who: Owner, caption = 'Novidade da semana ☕') => {
  const answer = await sendForm(
    t,
    'POST',
    '/templates/scheduled',
    formOf({ caption }, images(1, png)),
    who.auth,
  );
  expect(answer.status).toBe(201);
  return answer.body.data;
};
const enqueue = (who: Owner, postId: number, accounts: string[], notBefore?: string, auth = who.auth) =>
  t.call<Schemas['Post']>('POST', `/posts/${postId}/queue`, {
    ...auth,
    body: { socialMediaAccountIds: accounts, ...(notBefore ? { notBefore } : {}) },
  });
const everyDayAt = async (who: Owner, account: string, time: string) => {
  for (let weekday = 0; weekday < 7; weekday += 1)
    expect((await addSlot(who, account, { weekday, time })).status).toBe(201);
};

describe('queue slots per account', () => {
  it('adds, lists in the order of the week and removes slots', async () => {
    const who = await owner();
    const [account = ''] = who.accounts;
    expect((await addSlot(who, account, { weekday: 5, time: '18:00' })).status).toBe(201);
    const created = await addSlot(who, account, { weekday: 1, time: '09:00' });
    expect(created.status).toBe(201);
    const list = await t.call<Schemas['QueueSlot'][]>(
      'GET',
      `/social-media-account/${account}/queue-slots`,
      who.auth,
    );
    expect(list.body.data.map(({ weekday, time }) => ({ weekday, time }))).toEqual([
      { weekday: 1, time: '09:00' },
      { weekday: 5, time: '18:00' },
    ]);
    const path = `/social-media-account/${account}/queue-slots/${created.body.data.id}`;
    expect((await t.call('DELETE', path, who.auth)).status).toBe(200);
    expect((await t.call('DELETE', path, who.auth)).status).toBe(404);
  });

  it('refuses a bad weekday or time (400), a repeated slot and one too many (409), in pt-BR', async () => {
    const who = await owner();
    const [account = ''] = who.accounts;
    const weekday = await addSlot(who, account, { weekday: 7, time: '09:00' });
    expect(weekday.status).toBe(400);
    expect(weekday.body.details).toEqual([{ field: 'weekday', message: 'Escolha um dia da semana' }]);
    const time = await addSlot(who, account, { weekday: 1, time: '25:00' });
    expect(time.body.details).toEqual([{ field: 'time', message: 'Informe um horário entre 00:00 e 23:59' }]);
    expect((await addSlot(who, account, { weekday: 1, time: '09:00' })).status).toBe(201);
    const twice = await addSlot(who, account, { weekday: 1, time: '09:00' });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'Esta conta já tem um horário na fila neste dia e hora',
    ]);
    for (let i = 1; i < QUEUE_SLOTS_MAX; i += 1)
      await addSlot(who, account, { weekday: i % 7, time: `1${Math.floor(i / 7)}:3${i % 7}` });
    const tooMany = await addSlot(who, account, { weekday: 3, time: '23:00' });
    expect([tooMany.status, tooMany.body.code]).toEqual([409, 'PLAN_LIMIT_REACHED']);
  });

  it('keeps slots to the project: a viewer reads but cannot add (403), a stranger gets 404', async () => {
    const who = await owner();
    const [account = ''] = who.accounts;
    const viewer = await createUser(t, `fila-leitor-${people}@exemplo.com`);
    await addMember(t.db, who.projectId, viewer.user.id, 'VIEWER');
    const asViewer = { token: viewer.token, projectId: who.projectId };
    expect((await addSlot(who, account, { weekday: 1, time: '09:00' }, asViewer)).status).toBe(403);
    const read = await t.call('GET', `/social-media-account/${account}/queue-slots`, asViewer);
    expect(read.status).toBe(200);
    const stranger = await owner();
    expect((await addSlot(stranger, account, { weekday: 1, time: '09:00' })).status).toBe(404);
  });
});

describe("'Adicionar à fila'", () => {
  it('puts the post in the next free slot of each account, computed by the server', async () => {
    const who = await owner('America/Sao_Paulo');
    const [instagram = '', facebook = ''] = who.accounts;
    await everyDayAt(who, instagram, '09:00');
    await everyDayAt(who, facebook, '18:00');
    const first = await draft(who);
    const before = new Date();
    const added = await enqueue(who, first.id, who.accounts);
    expect(added.status).toBe(200);
    const slots = (time: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time }));
    const times = Object.fromEntries(
      added.body.data.schedules.map((s) => [s.socialMediaAccount.id, s.scheduledAt]),
    );
    const expected = (time: string) => nextFreeSlot(slots(time), [], before, 'America/Sao_Paulo');
    expect(new Date(times[instagram] ?? '').getTime()).toBe(expected('09:00')?.getTime());
    expect(new Date(times[facebook] ?? '').getTime()).toBe(expected('18:00')?.getTime());

    // The next post takes the following day's slot; the queue lists both and the free ones.
    const second = await enqueue(who, (await draft(who, 'Segundo post')).id, [instagram]);
    const secondAt = second.body.data.schedules[0]?.scheduledAt ?? '';
    expect(new Date(secondAt).getTime() - new Date(times[instagram] ?? '').getTime()).toBe(86_400_000);
    const queue = await t.call<Schemas['QueueEntry'][]>(
      'GET',
      `/queue?socialMediaAccountId=${instagram}`,
      who.auth,
    );
    expect(queue.body.data.slice(0, 3).map((e) => e.caption)).toEqual([
      'Novidade da semana ☕',
      'Segundo post',
      null,
    ]);
    expect(queue.body.data).toHaveLength(56);
  });

  it('fills the next slots across Lisbon’s change to summer time, at 09:00 on the wall clock', async () => {
    const who = await owner('Europe/Lisbon');
    const [account = ''] = who.accounts;
    await everyDayAt(who, account, '09:00');
    const notBefore = '2027-03-27T00:00:00.000Z';
    const at = [];
    for (const caption of ['Sábado', 'Domingo', 'Segunda']) {
      const answer = await enqueue(who, (await draft(who, caption)).id, [account], notBefore);
      at.push(answer.body.data.schedules[0]?.scheduledAt);
    }
    expect(at).toEqual(['2027-03-27T09:00:00.000Z', '2027-03-28T08:00:00.000Z', '2027-03-29T08:00:00.000Z']);
  });

  it('refuses an account without slots, a full queue, a post already waiting, and a viewer — changing nothing', async () => {
    const who = await owner();
    const [instagram = '', facebook = ''] = who.accounts;
    const post = await draft(who);
    const none = await enqueue(who, post.id, [instagram]);
    expect([none.status, none.body.message]).toEqual([
      409,
      'Esta conta ainda não tem horários da fila. Defina-os em Horários da fila.',
    ]);
    await addSlot(who, instagram, { weekday: 2, time: '10:00' });
    expect((await enqueue(who, post.id, [instagram])).status).toBe(200);
    const again = await enqueue(who, post.id, [instagram]);
    expect([again.status, again.body.message]).toEqual([409, 'Este post já aguarda publicação nesta conta']);
    // Eight Tuesdays in the horizon: the ninth post finds none free.
    for (let i = 0; i < 7; i += 1) await enqueue(who, (await draft(who)).id, [instagram]);
    const full = await enqueue(who, (await draft(who)).id, [instagram]);
    expect([full.status, full.body.message]).toEqual([
      409,
      'Todos os horários da fila desta conta estão ocupados nas próximas 8 semanas',
    ]);
    // All or nothing: one account refused leaves the other unscheduled.
    await addSlot(who, facebook, { weekday: 3, time: '10:00' });
    const mixed = await draft(who);
    expect((await enqueue(who, mixed.id, [facebook, instagram])).status).toBe(409);
    const read = await t.call<Schemas['Post']>('GET', `/posts/${mixed.id}`, who.auth);
    expect(read.body.data.schedules).toEqual([]);
    const viewer = await createUser(t, `fila-leitor2-${people}@exemplo.com`);
    await addMember(t.db, who.projectId, viewer.user.id, 'VIEWER');
    const asViewer = { token: viewer.token, projectId: who.projectId };
    expect((await enqueue(who, mixed.id, [facebook], undefined, asViewer)).status).toBe(403);
    const foreign = await owner();
    const unknown = await enqueue(who, mixed.id, [foreign.accounts[0] ?? '']);
    expect(unknown.body.details?.[0]?.field).toBe('socialMediaAccountIds[0]');
  });
});

describe('reordering the queue', () => {
  it('swaps the schedules of two queued posts, or moves one into a free slot', async () => {
    const who = await owner();
    const [account = ''] = who.accounts;
    await everyDayAt(who, account, '12:00');
    const a = (await enqueue(who, (await draft(who, 'A')).id, [account])).body.data.schedules[0];
    const bPost = await draft(who, 'B');
    const b = (await enqueue(who, bPost.id, [account])).body.data.schedules[0];
    if (!a || !b) throw new Error('both queued');
    const swapped = await t.call<Schemas['QueueEntry'][]>('POST', '/queue/move', {
      ...who.auth,
      body: { scheduleId: b.id, to: a.scheduledAt },
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.slice(0, 3).map((e) => e.caption)).toEqual(['B', 'A', null]);
    const free = swapped.body.data[2]?.at ?? '';
    const moved = await t.call<Schemas['QueueEntry'][]>('POST', '/queue/move', {
      ...who.auth,
      body: { scheduleId: b.id, to: free },
    });
    expect(moved.body.data.slice(0, 3).map((e) => e.caption)).toEqual([null, 'A', 'B']);
    const notSlot = await t.call('POST', '/queue/move', {
      ...who.auth,
      body: { scheduleId: b.id, to: new Date(Date.parse(free) + 60_000).toISOString() },
    });
    expect([notSlot.status, notSlot.body.details?.[0]?.field]).toEqual([400, 'to']);
    // A slot beyond the eight weeks after now (a queue filled from a later day) takes a post too.
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time: '12:00' }));
    const [beyond] = queueSlotInstants(everyDay, new Date(Date.now() + 70 * 86_400_000), 'Europe/Lisbon', 2);
    const later = beyond?.toISOString() ?? '';
    const far = await t.call<Schemas['QueueEntry'][]>('POST', '/queue/move', {
      ...who.auth,
      body: { scheduleId: b.id, to: later },
    });
    expect(far.status).toBe(200);
    const post = await t.call<Schemas['Post']>('GET', `/posts/${bPost.id}`, who.auth);
    expect(post.body.data.schedules.map((schedule) => schedule.scheduledAt)).toEqual([later]);
    const stranger = await owner();
    expect(
      (await t.call('POST', '/queue/move', { ...stranger.auth, body: { scheduleId: b.id, to: free } }))
        .status,
    ).toBe(404);
  });
});
