import type { Page } from '@playwright/test';
import { asSignedInUser, linkInstagram, tinyPng } from '../console';
import { expect, expectAccessible, registerAccount, signIn, test } from '../fixtures';

// The narrowest phone the console supports: no route may scroll sideways there (issue 19).
const narrow = { width: 320, height: 720 };

const publicPaths = [
  '/',
  '/pricing',
  '/about',
  '/waiting',
  '/signin',
  '/signup',
  '/reset-password',
  '/verify',
  '/privacy-policy',
  '/tos',
  '/nao-existe',
];
const consolePaths = [
  '/dashboard',
  '/posts',
  '/posts/create',
  '/calendar',
  '/settings',
  '/billing',
  '/storage',
];

/**
 * Fails when the page is wider than the window (`scrollWidth > innerWidth`), naming the elements whose
 * right edge passes the window's, so the failure says where to look.
 */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const measured = await page.evaluate(() => {
    const width = window.innerWidth;
    const wider = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map((element) => {
        const classes = Array.from(element.classList).slice(0, 2).join('.');
        return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wider };
  });
  expect(
    measured.scrollWidth,
    `${where} is ${measured.scrollWidth} px wide at ${measured.innerWidth} px: ${measured.wider.join(', ')}`,
  ).toBeLessThanOrEqual(measured.innerWidth);
}

/** Opens `path` and waits until its screen has arrived and stopped loading. */
async function open(page: Page, path: string) {
  // Not 'networkidle': the composer keeps a request open (the linked accounts' avatars from the sandbox), and
  // the screen is what counts: its heading, and no section still loading.
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Carregando...', { exact: true })).toHaveCount(0);
}

test('small screens: no public page scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize(narrow);
  for (const path of publicPaths) {
    await open(page, path);
    await expectNoSidewaysScroll(page, path);
  }
  // The site's menu, open, stays inside the screen too.
  await open(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu do site' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/ with the menu open');
});

test('small screens: the console header is one row, its menu holds the project and the user, and no screen scrolls sideways at 320 px', async ({
  page,
}) => {
  // A long name, a linked account and a post with an emoji: what a real account shows, in the narrowest space.
  await signIn(page, await registerAccount('Maria Aparecida Albuquerque de Souza'));
  await linkInstagram(page);
  const call = await asSignedInUser(page);
  const platforms = await call<{ name: string; socialMediaAccounts: { id: string }[] }[]>(
    'GET',
    '/platforms/user',
  );
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  tomorrow.setUTCHours(15, 0, 0, 0);
  const form = new FormData();
  form.set('caption', 'Promoção de verão 🌞 #promocaodeveraoimperdivel #lancamento');
  form.set('isActive', 'true');
  form.set('scheduleRequestDtos[0].schedule', tomorrow.toISOString());
  form.set('scheduleRequestDtos[0].isActive', 'true');
  form.set(
    'scheduleRequestDtos[0].socialMediaAccountIds[0]',
    platforms.find((p) => p.name === 'Instagram')?.socialMediaAccounts[0]?.id ?? '',
  );
  form.set('media', new Blob([tinyPng], { type: 'image/png' }), 'verao.png');
  await call('POST', '/templates/scheduled', form);

  await page.setViewportSize(narrow);
  await open(page, '/dashboard');

  // Closed, the header is the brand and 'Menu' on one row (it took about 225 of 375 px with the
  // switcher and the user in it).
  const header = page.getByRole('banner');
  const menuButton = header.getByRole('button', { name: 'Menu' });
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  await expect(page.getByRole('button', { name: /Projeto atual$/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeHidden();

  // By keyboard: the button opens the menu with the project switcher and the user; Tab goes on into it,
  // Escape closes it and returns to the button.
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const closeButton = header.getByRole('button', { name: 'Fechar menu' });
  await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Projeto atual$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(header.getByText('Maria Aparecida Albuquerque de Souza')).toBeVisible();
  await expectNoSidewaysScroll(page, '/dashboard with the menu open');
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').first(),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  // A link of the menu leads to its screen and closes the menu.
  await menuButton.click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Posts' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(header.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

  for (const path of consolePaths) {
    await open(page, path);
    await expectNoSidewaysScroll(page, path);
  }
});
