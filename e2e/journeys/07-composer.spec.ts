import type { Locator, Page } from '@playwright/test';
import { linkInstagram, mainMenu, tinyPng } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

/** Flips a react-aria switch or checkbox from the keyboard (its input is visually hidden). */
async function toggle(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Space');
}

/** Date parts and the next 5-minute slot of `now` on São Paulo's wall clock (the browser's zone). */
function nextSlot(now: Date) {
  const at = new Date(Math.ceil((now.getTime() + 60_000) / 300_000) * 300_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: parts.day, month: parts.month, year: parts.year, time: `${parts.hour}:${parts.minute}` };
}

test('composer: two images, AI caption, previews, a repeating schedule saved after confirmation; grid and calendar show it, the scheduler posts it', async ({
  page,
}) => {
  await signIn(page, await registerAccount('Compositora'));
  await linkInstagram(page);

  // The form refuses times in the past and offers 5-minute steps. So that the first occurrence is due for
  // the API as soon as it is saved (no waiting for the next slot), the browser's clock runs ten minutes
  // behind: the next slot it offers has already passed on the server's clock. The API is untouched.
  const browserNow = new Date(Date.now() - 10 * 60_000);
  await page.clock.install({ time: browserNow });
  await page.goto('/posts/create');
  const composer = page.getByRole('region', { name: 'Novo Template' });
  await expect(composer).toBeVisible();
  await expect(composer.getByText('Rascunho')).toBeVisible();
  await expect(composer.getByText(/^Template #\d{3}$/)).toBeVisible();
  await expectAccessible(page);

  // Two images through the file picker.
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Adicionar mídia' }).click();
  await (await chooser).setFiles([
    { name: 'vitrine-1.png', mimeType: 'image/png', buffer: tinyPng },
    { name: 'vitrine-2.png', mimeType: 'image/png', buffer: tinyPng },
  ]);
  await expect(composer.getByRole('button', { name: 'Remover vitrine-1.png' })).toBeVisible();
  await expect(composer.getByRole('button', { name: 'Remover vitrine-2.png' })).toBeVisible();

  // The AI action waits for a caption longer than 5 characters, then tidies it.
  const caption = composer.getByRole('textbox', { name: 'Legenda' });
  const improve = composer.getByRole('button', { name: 'Melhorar legenda com IA' });
  await caption.fill('oi');
  await expect(improve).toBeDisabled();
  await caption.fill('nova coleção de verão   chegou , confira no link da bio');
  await expect(improve).toBeEnabled();
  await improve.click();
  await expect(caption).toHaveValue('Nova coleção de verão chegou, confira no link da bio.');
  await expectAccessible(page);

  // Previews per network.
  await composer.getByRole('tab', { name: 'Visualizar' }).click();
  const networks = composer.getByRole('tablist', { name: 'Pré-visualização por rede' });
  for (const name of [
    'Padrão',
    'Facebook',
    'Twitter',
    'Instagram',
    'LinkedIn',
    'YouTube',
    'TikTok',
    'Threads',
    'Bluesky',
  ])
    await expect(networks.getByRole('tab', { name })).toBeVisible();
  await networks.getByRole('tab', { name: 'LinkedIn' }).click();
  await expect(composer.getByText('Especialista em Marketing Digital')).toBeVisible();
  await expect(composer.getByText('Nova coleção de verão chegou, confira no link da bio.')).toBeVisible();
  await networks.getByRole('tab', { name: 'YouTube' }).click();
  await expect(composer.getByText('INSCREVER-SE')).toBeVisible();
  await networks.getByRole('tab', { name: 'Instagram' }).click();
  await expect(composer.getByRole('button', { name: 'Próxima mídia' })).toBeEnabled();
  await expectAccessible(page);
  await composer.getByRole('tab', { name: 'Editar' }).click();

  // Nothing to save until a publishing option is chosen.
  await expect(composer.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  // A schedule at the next slot on the Instagram account, repeated 3 times every 7 days.
  await toggle(page, composer.getByRole('switch', { name: 'Agendar template' }));
  const schedule = composer.getByRole('form', { name: 'Novo Agendamento' });
  await expect(schedule.getByRole('heading', { name: 'Novo Agendamento' })).toBeVisible();
  const slot = nextSlot(browserNow);
  await schedule.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${slot.day}${slot.month}${slot.year}`);
  await schedule.getByRole('button', { name: /Horário/ }).click();
  await page.getByRole('option', { name: slot.time, exact: true }).click();
  await toggle(page, schedule.getByRole('group', { name: 'Instagram' }).getByRole('checkbox').first());
  await toggle(page, schedule.getByRole('switch', { name: 'Repetir' }));
  await schedule.getByRole('textbox', { name: 'Número de repetições' }).fill('3');
  await schedule.getByRole('textbox', { name: 'Intervalo em dias' }).fill('7');
  await page.keyboard.press('Tab');
  await expect(schedule.getByText('Publicações previstas (3)')).toBeVisible();
  await expectAccessible(page);
  await schedule.getByRole('button', { name: 'Adicionar Agendamento' }).click();
  await expect(composer.getByText('Agendamentos (1)')).toBeVisible();

  // 'Agendar' asks first; the post is created once confirmed.
  // (A 401 first is the short-lived access token being renewed: the SDK sends the form again.)
  const created = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/api/v1/templates/scheduled') &&
      answer.request().method() === 'POST' &&
      answer.status() !== 401,
  );
  await composer.getByRole('button', { name: 'Agendar', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Salvar template' });
  await expect(confirm).toContainText('O template será salvo com 1 agendamento(s).');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Agendar', exact: true }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const post = ((await answer.json()) as { data: { id: number } }).data;
  await expect(page.getByText('Template salvo com sucesso!', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver post' })).toBeVisible();

  // The posts grid shows it with its three occurrences.
  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  const card = page.getByRole('article', { name: `#${post.id}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Nova coleção de verão chegou, confira no link da bio.').first()).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Instagram @' })).toHaveCount(3);
  await expectAccessible(page);

  // The calendar shows it on its first occurrence's day, at its time.
  await mainMenu(page).getByRole('link', { name: 'Calendário' }).click();
  await expect(page.getByRole('button', { name: `${slot.time} #${post.id}` })).toBeVisible();
  await expectAccessible(page);

  // The scheduler (every second in the harness) publishes the first occurrence: the card says so.
  await mainMenu(page).getByRole('link', { name: 'Posts' }).click();
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar' }).click();
    // The post's badge (its schedules' rows say 'Postado' too).
    await expect(card.getByText('Postado', { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/).nth(1)).toBeVisible();
  await expect(card.getByText('Pendente')).toHaveCount(0);
});
