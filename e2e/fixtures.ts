import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const apiUrl = 'http://127.0.0.1:3100/api/v1';

/** The demo account seeded by the API (apps/api/src/seed/demo.ts). */
export const demo = { email: 'demo@postify.dev', password: 'Demo@1234' };

/** Fails the journey when the page in its current state has any axe violation. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
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

export const test = base;
export { expect };
