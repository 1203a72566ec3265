import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { apiUrl } from './ports';

export { apiUrl, appUrl } from './ports';

/** The demo account seeded by the API (apps/api/src/seed/demo.ts). */
export const demo = { email: 'demo@postify.dev', password: 'Demo@1234' };

/** Fails the journey when the page in its current state has any axe violation. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** A new account registered through the API (as /signup does), for journeys that change what they use. */
export async function registerAccount(name = 'Conta de Teste'): Promise<{ email: string; password: string }> {
  const account = {
    email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`,
    password: 'Senha@Forte123',
  };
  const answer = await fetch(`${apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: '11987654321', confirmPassword: account.password, ...account }),
  });
  if (!answer.ok) throw new Error(`register ${account.email}: ${answer.status} ${await answer.text()}`);
  return account;
}

interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest e-mail sent to `to` after `since`, from the API's development mailbox. */
export async function latestMail(to: string, since: Date = new Date(0)): Promise<MailboxMessage> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await fetch(`${apiUrl}/dev/mailbox?to=${encodeURIComponent(to)}&limit=5`);
    const body = (await answer.json()) as { data: MailboxMessage[] };
    const message = body.data.find((m) => new Date(m.createdAt) >= since);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} since ${since.toISOString()}`);
}

/** The 6-digit code in an e-mail's text. */
export function codeIn(message: MailboxMessage): string {
  const match = message.text.match(/\b\d{6}\b/);
  if (!match) throw new Error(`no 6-digit code in "${message.subject}"`);
  return match[0];
}

/**
 * Signs in through /signin like a user: credentials, then the e-mailed six-digit code typed into the
 * code boxes (they advance and submit by themselves). Leaves the page wherever the console sends it.
 */
export async function signIn(page: Page, account: { email: string; password: string } = demo) {
  if (!page.url().includes('/signin')) await page.goto('/signin');
  // After a client-side navigation (signing up sends the user here) the URL changes while the previous
  // screen stays up until the sign-in screen's code arrives: filling before then would type into it.
  await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
  const since = new Date(Date.now() - 1000);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeVisible();
  const code = codeIn(await latestMail(account.email, since));
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(code);
  await expect(page).not.toHaveURL(/\/signin/);
}

/**
 * Console errors no page may cause: a refusal of the Content-Security-Policy server.mjs sends, or a failed
 * hydration of a prerendered page (React then draws it again in the browser, and says so).
 */
const forbiddenConsoleError =
  /Content Security Policy|Hydration failed|Minified React error #(418|423|425)\b/;

/** Playwright's test, whose page fails the journey on any forbidden console error. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && forbiddenConsoleError.test(message.text()))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (forbiddenConsoleError.test(error.message)) errors.push(error.message);
    });
    await use(page);
    expect(errors, 'CSP refusals or failed hydrations in the console').toEqual([]);
  },
});
export { expect };
