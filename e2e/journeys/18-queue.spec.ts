import type { Locator, Page } from '@playwright/test';
import { asSignedInUser, linkInstagram, tinyPng } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

// The queue across a daylight-saving change, on any date: the project moves to Lisbon, its Instagram
// account gets one weekly slot at 10:00 on the weekday right after Lisbon's next change, the queue is
// filled through the API up to the week before the change, and the composer's 'Adicionar à fila' puts
// one more post in the first slot after it: 10:00 on Lisbon's clock again, at another UTC offset.

const zone = 'Europe/Lisbon';
const day = 86_400_000;
const weekdays = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

/** Lisbon's wall clock at `instant`. */
function lisbon(instant: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return parts;
}

/** Lisbon's offset from UTC at `instant`, in minutes. */
function offsetAt(instant: number) {
  const w = lisbon(instant);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - instant) / 60_000);
}

/** A calendar day of Lisbon as a UTC midnight (for day arithmetic and its weekday). */
type Day = Date;
const addDays = (d: Day, n: number): Day => new Date(d.getTime() + n * day);

/** The instant Lisbon's clock shows `hour`:00 on `d`. */
function at(d: Day, hour: number) {
  const guess = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour);
  return new Date(guess - offsetAt(guess - offsetAt(guess) * 60_000) * 60_000);
}

const ddmmyyyy = (d: Day) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** Flips a react-aria switch or checkbox from the keyboard (its input is visually hidden). */
async function toggle(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Space');
}

// Axe runs once per step (slots, composer, queue): with a linking flow first, the journey stays in its
// two minutes on a loaded 2-core runner.
test("queue: 'Horários da fila' set in the console, the queue filled up to a daylight-saving change, 'Adicionar à fila' takes the next slot at the same wall-clock time after it, and two posts swap slots", async ({
  page,
}) => {
  await signIn(page, await registerAccount('Agencia Fila'));
  await linkInstagram(page);
  const call = await asSignedInUser(page);
  const platforms = await call<{ name: string; socialMediaAccounts: { id: string; username: string }[] }[]>(
    'GET',
    '/platforms/user',
  );
  const instagram = platforms.find((p) => p.name === 'Instagram')?.socialMediaAccounts[0];
  if (!instagram) throw new Error('the Instagram account was not linked');
  const { projects } = await call<{
    projects: { id: string; name: string; description: string; isDefault: boolean }[];
  }>('GET', '/projects');
  const project = projects.find((p) => p.isDefault) ?? projects[0];
  if (!project) throw new Error('no project');
  await call('PUT', `/projects/${project.id}`, {
    name: project.name,
    description: project.description,
    timeZone: zone,
  });

  // Lisbon's next change: the first day whose offset differs from now's. The slot's day is the one after
  // it, so the week before is on the old offset and that day on the new one.
  const now = Date.now();
  let probe = now + day;
  while (offsetAt(probe) === offsetAt(now)) probe += day;
  const changed = lisbon(probe);
  const slotDay = addDays(new Date(Date.UTC(changed.year, changed.month - 1, changed.day)), 1);
  const weekday = weekdays[slotDay.getUTCDay()] ?? '';

  // 'Horários da fila' in the console: from the posts list, 'Fila'.
  await page.goto('/posts');
  await page.getByRole('link', { name: 'Fila', exact: true }).click();
  await expect(page).toHaveURL(/\/posts\/queue$/);
  const slots = page.getByRole('region', { name: 'Horários da fila' });
  await expect(slots.getByText('Nenhum horário ainda')).toBeVisible();
  await slots.getByRole('button', { name: /Dia da semana/ }).click();
  await page.getByRole('option', { name: weekday, exact: true }).click();
  await slots.getByRole('button', { name: /Horário/ }).click();
  await page.getByRole('option', { name: '10:00', exact: true }).click();
  await slots.getByRole('button', { name: 'Adicionar horário' }).click();
  await expect(slots.getByRole('button', { name: `Remover ${weekday} às 10:00` })).toBeVisible();
  // The same slot twice is refused in pt-BR.
  await slots.getByRole('button', { name: 'Adicionar horário' }).click();
  await expect(slots.getByText('Esta conta já tem um horário na fila neste dia e hora')).toBeVisible();
  await expectAccessible(page);

  // The queue filled through the API from two weeks before the slot's day (or now, when that is past):
  // every slot before the change is taken, in order.
  const fromDay =
    at(addDays(slotDay, -14), 0).getTime() > now
      ? addDays(slotDay, -14)
      : new Date(Date.UTC(lisbon(now).year, lisbon(now).month - 1, lisbon(now).day));
  const notBefore = at(fromDay, 0);
  const before = [at(addDays(slotDay, -14), 10), at(addDays(slotDay, -7), 10)].filter(
    (instant) => instant.getTime() > Math.max(now, notBefore.getTime()),
  );
  const captions: string[] = [];
  for (const [index, expected] of before.entries()) {
    const caption = `Antes da mudança de horário ${index + 1}`;
    const form = new FormData();
    form.set('caption', caption);
    form.set('media', new Blob([tinyPng], { type: 'image/png' }), `fila-${index + 1}.png`);
    // A fresh call each time, as another tab would: access tokens last 8 s in the journeys.
    const draft = await (await asSignedInUser(page))<{ id: number }>('POST', '/templates/scheduled', form);
    const queued = await (await asSignedInUser(page))<{ schedules: { scheduledAt: string }[] }>(
      'POST',
      `/posts/${draft.id}/queue`,
      {
        socialMediaAccountIds: [instagram.id],
        notBefore: notBefore.toISOString(),
      },
    );
    expect(queued.schedules.map((s) => s.scheduledAt)).toEqual([expected.toISOString()]);
    captions.push(caption);
  }

  // One more through the composer's 'Adicionar à fila', from the same day.
  await page.goto('/posts/create');
  const composer = page.getByRole('region', { name: 'Novo Template' });
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  await (await chooser).setFiles([{ name: 'depois.png', mimeType: 'image/png', buffer: tinyPng }]);
  const lastCaption = 'Depois da mudança de horário';
  await composer.getByRole('textbox', { name: 'Legenda' }).fill(lastCaption);
  await toggle(page, composer.getByRole('switch', { name: 'Adicionar à fila' }));
  await toggle(page, composer.getByRole('group', { name: 'Instagram' }).getByRole('checkbox').first());
  await composer
    .getByRole('group', { name: 'A partir de (opcional)' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(ddmmyyyy(fromDay).replaceAll('/', ''));
  const answered = page.waitForResponse(
    (answer) =>
      /\/api\/v1\/posts\/\d+\/queue$/.test(answer.url()) &&
      answer.request().method() === 'POST' &&
      answer.status() !== 401,
  );
  await composer.getByRole('button', { name: 'Adicionar à fila', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Salvar template' });
  await expect(confirm).toContainText('O post entrará no próximo horário livre da fila de 1 conta(s).');
  await confirm.getByRole('button', { name: 'Adicionar à fila', exact: true }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  const queued = ((await answer.json()) as { data: { schedules: { scheduledAt: string }[] } }).data;
  const after = at(slotDay, 10);
  expect(queued.schedules.map((s) => s.scheduledAt)).toEqual([after.toISOString()]);
  await expect(
    page
      .getByText(`Post adicionado à fila! Instagram @${instagram.username}: ${ddmmyyyy(slotDay)} 10:00`)
      .first(),
  ).toBeVisible();
  // The same 10:00 on Lisbon's clock, another offset from UTC than the week before.
  const weekBefore = at(addDays(slotDay, -7), 10);
  expect(lisbon(weekBefore.getTime()).hour).toBe(10);
  expect(lisbon(after.getTime()).hour).toBe(10);
  expect(offsetAt(after.getTime())).not.toBe(offsetAt(weekBefore.getTime()));
  expect(after.getUTCHours()).not.toBe(weekBefore.getUTCHours());
  await expectAccessible(page);

  // The queue, slot by slot: the composer's post in the slot after the change.
  await page.goto('/posts/queue');
  const queue = page.getByRole('region', { name: 'Fila', exact: true });
  const row = (text: string) => queue.getByRole('listitem').filter({ hasText: text });
  // The queue shows eight weeks: from the day the fill started, the change is in view.
  await queue.getByRole('group', { name: 'Mostrar a partir de' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy(fromDay).replaceAll('/', ''));
  await expect(row(lastCaption)).toContainText(`${ddmmyyyy(slotDay)} 10:00`);

  // Reordering: the post of the week before moves down and trades slots with the composer's post.
  const moved = captions.at(-1);
  if (moved) {
    await queue.getByRole('button', { name: `Mover para baixo: ${moved}` }).click();
    await expect(queue.getByText(`${moved} agora sai em ${ddmmyyyy(slotDay)} 10:00.`)).toBeAttached();
    await expect(row(moved)).toContainText(`${ddmmyyyy(slotDay)} 10:00`);
    await expect(row(lastCaption)).toContainText(`${ddmmyyyy(addDays(slotDay, -7))} 10:00`);
    await expectAccessible(page);
  }
});
