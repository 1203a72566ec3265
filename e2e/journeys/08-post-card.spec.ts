import type { Locator, Page } from '@playwright/test';
import { asSignedInUser, linkInstagram, mainMenu, tinyPng } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

const zone = 'America/Sao_Paulo';

/** A moment `days` after today at `hh:mm` on São Paulo's wall clock (UTC−3, no daylight saving), with its parts. */
function saoPaulo(days: number, hh: number, mm: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const at = new Date(`${today}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00-03:00`);
  at.setUTCDate(at.getUTCDate() + days);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: zone, ...options }).format(at);
  const date = part({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return {
    at,
    date,
    time,
    /** What the date-time segments take, typed in order: dd mm yyyy HH mm. */
    keys: `${date.replaceAll('/', '')}${time.replace(':', '')}`,
    /** The calendar day's name, as its list item is labelled. */
    dayName: part({ weekday: 'long', day: 'numeric', month: 'long' }),
  };
}

/** Types a whole date-time into a react-aria date picker from its first segment. */
async function typeDateTime(page: Page, picker: Locator, keys: string) {
  await picker.getByRole('spinbutton').first().focus();
  await page.keyboard.type(keys);
}

test('post card: caption, a schedule and media edited in place; the calendar moves it with the keyboard', async ({
  page,
}) => {
  await signIn(page, await registerAccount('Editora de Posts'));
  await linkInstagram(page);

  // A scheduled post with one image, made through the API: this journey is about changing it.
  const first = saoPaulo(2, 10, 0);
  const call = await asSignedInUser(page);
  const platforms = await call<{ name: string; socialMediaAccounts: { id: string }[] }[]>(
    'GET',
    '/platforms/user',
  );
  const form = new FormData();
  form.set('caption', 'Legenda antiga do post');
  form.set('isActive', 'true');
  form.set('scheduleRequestDtos[0].schedule', first.at.toISOString());
  form.set('scheduleRequestDtos[0].isActive', 'true');
  form.set(
    'scheduleRequestDtos[0].socialMediaAccountIds[0]',
    platforms.find((p) => p.name === 'Instagram')?.socialMediaAccounts[0]?.id ?? '',
  );
  form.set('media', new Blob([tinyPng], { type: 'image/png' }), 'antiga.png');
  const post = await call<{ id: number; mediaUrls: string[] }>('POST', '/templates/scheduled', form);

  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  const card = page.getByRole('article', { name: `#${post.id}` });
  await expect(card.getByText('Legenda antiga do post').first()).toBeVisible();
  await expect(card.getByText(`Agendado para ${first.date} ${first.time}:00`)).toBeVisible();
  await expectAccessible(page);

  // Edit mode: a new caption, the schedule two days later at 15:30, a new image in, the old one out.
  await card.getByRole('button', { name: `Editar post #${post.id}` }).click();
  const caption = card.getByRole('textbox', { name: 'Legenda' });
  await expect(caption).toHaveValue('Legenda antiga do post');
  await caption.fill('Legenda nova, revisada no card');
  const moved = saoPaulo(4, 15, 30);
  await typeDateTime(page, card.getByRole('group', { name: 'Data e horário do agendamento 1' }), moved.keys);
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Adicionar mídia' }).click();
  await (await chooser).setFiles([{ name: 'nova.png', mimeType: 'image/png', buffer: tinyPng }]);
  await expect(card.getByRole('button', { name: 'Remover mídia 2' })).toBeVisible();
  await card.getByRole('button', { name: 'Remover mídia 1' }).click();
  await expect(card.getByRole('button', { name: 'Remover mídia 2' })).toHaveCount(0);
  await expectAccessible(page);

  // (A 401 first is the short-lived access token being renewed: the SDK sends the form again.)
  const saved = page.waitForResponse(
    (answer) =>
      answer.url().endsWith(`/api/v1/posts/${post.id}`) &&
      answer.request().method() === 'PUT' &&
      answer.status() !== 401,
  );
  await card.getByRole('button', { name: 'Salvar' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  const updated = ((await answer.json()) as { data: { mediaUrls: string[] } }).data;
  expect(updated.mediaUrls).toHaveLength(1);
  expect(updated.mediaUrls[0]).not.toBe(post.mediaUrls[0]);

  // Back in view mode, the card shows what was saved.
  await expect(card.getByRole('textbox', { name: 'Legenda' })).toHaveCount(0);
  await expect(card.getByText('Legenda nova, revisada no card').first()).toBeVisible();
  await expect(card.getByText(`Agendado para ${moved.date} 15:30:00`)).toBeVisible();
  await expect(card.getByText('Legenda antiga do post')).toHaveCount(0);
  await expectAccessible(page);

  // The calendar has it on its new day; 'Mover para…' moves it by keyboard only.
  await mainMenu(page).getByRole('link', { name: 'Calendário' }).click();
  const day = (name: string) => page.getByRole('listitem', { name });
  const entry = day(moved.dayName).getByRole('button', { name: `15:30 #${post.id}` });
  await expect(entry).toBeVisible();
  await expectAccessible(page);
  await entry.focus();
  await page.keyboard.press('Enter');
  const moveAction = day(moved.dayName).getByRole('button', { name: 'Mover para…' });
  await expect(moveAction).toBeVisible();
  await moveAction.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Mover post #${post.id}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const target = saoPaulo(5, 9, 0);
  await typeDateTime(page, dialog.getByRole('group', { name: 'Nova data e horário' }), target.keys);
  await dialog.getByRole('button', { name: 'Mover', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(day(target.dayName).getByRole('button', { name: `09:00 #${post.id}` })).toBeVisible();
  await expect(day(moved.dayName).getByRole('button', { name: `15:30 #${post.id}` })).toHaveCount(0);

  // The posts list agrees.
  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  await expect(card.getByText(`Agendado para ${target.date} 09:00:00`)).toBeVisible();
});
