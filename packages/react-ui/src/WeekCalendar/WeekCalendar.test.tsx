import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { calendarPosts, calendarToday, dailyPost, postOn } from './fixtures';
import { WeekCalendar } from './WeekCalendar';

const day = (name: RegExp) => page.getByRole('listitem', { name });

async function tabUntil(name: string) {
  for (let i = 0; i < 20; i++) {
    if (document.activeElement?.textContent === name) return;
    await userEvent.tab();
  }
  throw new Error(`${name} never got the focus`);
}

describe('WeekCalendar', () => {
  it('shows 7 days from today and moves a week at a time', async () => {
    const onRangeChange = vi.fn();
    await renderThemed(
      <WeekCalendar posts={calendarPosts} today={calendarToday} onRangeChange={onRangeChange} />,
    );
    await expect.element(page.getByText('22/11 – 28/11/2026')).toBeVisible();
    expect(document.querySelectorAll('ol > li')).toHaveLength(7);
    await expect
      .element(day(/^domingo, 22 de novembro/).getByRole('button', { name: /^09:30 #101 / }))
      .toBeVisible();
    await expect.element(day(/^segunda-feira, 23 de novembro/).getByText('Sem posts')).toBeVisible();

    await page.getByRole('button', { name: 'Próxima semana' }).click();
    await expect.element(page.getByText('29/11 – 05/12/2026')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^09:30 #101 / })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await expect.element(page.getByText('15/11 – 21/11/2026')).toBeVisible();
    expect(onRangeChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 15).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
  });

  it('shows every occurrence of a repeating post in the week, each with its own status', async () => {
    await renderThemed(<WeekCalendar posts={[dailyPost]} today={new Date(2026, 10, 20)} />);
    const names = [...document.querySelectorAll('ol > li')].map((item) =>
      [...item.querySelectorAll('button')].map((button) => button.textContent),
    );
    // One occurrence a day from the 20th to the 25th (Instagram and Facebook together), none after.
    expect(names.map((buttons) => buttons.length)).toEqual([1, 1, 1, 1, 1, 1, 0]);
    await expect.element(page.getByRole('button', { name: '07:00 #105 Postado' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '07:00 #105 Falhou' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '07:00 #105 Publicando' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '07:00 #105 Agendado' }).first()).toBeVisible();
    await page.getByRole('button', { name: '07:00 #105 Falhou' }).click();
    await expect.element(page.getByText('Instagram · Postado')).toBeVisible();
    await expect.element(page.getByText('Facebook · Falhou')).toBeVisible();
  });

  it('draws every post of a crowded week', async () => {
    // Fifty a day: the first paint draws the ones the window shows, the rest follow right after.
    const posts = Array.from({ length: 350 }, (_, i) =>
      postOn(1000 + i, 22 + (i % 7), 6 + (Math.floor(i / 7) % 16), (i * 7) % 60),
    );
    await renderThemed(<WeekCalendar posts={posts} today={calendarToday} />);
    await expect.poll(() => document.querySelectorAll('ol button[aria-expanded]').length).toBe(350);
    await expect.element(page.getByRole('button', { name: /^\d\d:\d\d #1349 / })).toBeInTheDocument();
  });

  it('offers to move only the occurrences no account has started publishing', async () => {
    const onReschedule = vi.fn();
    await renderThemed(
      <WeekCalendar posts={[dailyPost]} today={new Date(2026, 10, 20)} onReschedule={onReschedule} />,
    );
    await page.getByRole('button', { name: '07:00 #105 Falhou' }).click();
    await expect.element(page.getByRole('button', { name: 'Mover para…' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: '07:00 #105 Agendado' }).first().click();
    await expect.element(page.getByRole('button', { name: 'Mover para…' })).toBeVisible();
  });

  it('expands an occurrence to its accounts and a Preview modal', async () => {
    await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} />);
    await page.getByRole('button', { name: /^09:30 #101 / }).click();
    await expect.element(page.getByText('Instagram · Agendado')).toBeVisible();
    await page.getByRole('button', { name: /^09:30 #101 / }).click();
    await page.getByRole('button', { name: /^12:15 #103 / }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Preview do post #103' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('reschedules a post with the keyboard through Mover para…', async () => {
    const onReschedule = vi.fn(async () => {});
    await renderThemed(
      <WeekCalendar posts={calendarPosts} today={calendarToday} onReschedule={onReschedule} />,
    );
    page
      .getByRole('button', { name: /^12:15 #103 / })
      .element()
      .focus();
    await userEvent.keyboard('{Enter}');
    await tabUntil('Mover para…');
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Mover post #103' });
    await expect.element(dialog).toBeVisible();
    await tabUntil('24');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await tabUntil('Mover');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onReschedule).toHaveBeenCalledWith(
      expect.objectContaining({
        post: expect.objectContaining({ id: 103 }),
        at: new Date(2026, 10, 24, 12, 15),
      }),
      new Date(2026, 10, 26, 12, 15),
    );
  });

  it('keeps the dialog open with a message when the move fails', async () => {
    const onReschedule = vi.fn(async () => {
      throw new Error('500');
    });
    await renderThemed(
      <WeekCalendar posts={[postOn(7, 23, 10)]} today={calendarToday} onReschedule={onReschedule} />,
    );
    await page.getByRole('button', { name: /^10:00 #7 / }).click();
    await page.getByRole('button', { name: 'Mover para…' }).click();
    await page.getByRole('button', { name: 'Mover', exact: true }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Não foi possível mover o post. Tente novamente.');
  });

  it('moves a post dropped on another day, keeping its time of day', async () => {
    const onReschedule = vi.fn(async () => {});
    await renderThemed(
      <WeekCalendar posts={calendarPosts} today={calendarToday} onReschedule={onReschedule} />,
    );
    await userEvent.dragAndDrop(
      page.getByRole('button', { name: /^08:00 #104 / }),
      day(/^quarta-feira, 25 de novembro/),
    );
    expect(onReschedule).toHaveBeenCalledWith(
      expect.objectContaining({ post: expect.objectContaining({ id: 104 }) }),
      new Date(2026, 10, 25, 8, 0),
    );
  });

  it('shows the month with its posts in the month view', async () => {
    await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} />);
    await page.getByRole('button', { name: 'Mês' }).click();
    await expect.element(page.getByText('novembro de 2026')).toBeVisible();
    expect(document.querySelectorAll('ol > li')).toHaveLength(42);
    await expect.element(page.getByRole('button', { name: /^08:00 #104 / })).toBeVisible();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect.element(page.getByText('dezembro de 2026')).toBeVisible();
  });

  it('lists the week as days one under the other in a narrow container, with no horizontal overflow', async () => {
    await renderThemed(
      <div style={{ width: 343 }}>
        <WeekCalendar posts={calendarPosts} today={calendarToday} />
      </div>,
    );
    const days = [...document.querySelectorAll<HTMLElement>('ol > li')];
    expect(days).toHaveLength(7);
    expect(new Set(days.map((d) => Math.round(d.getBoundingClientRect().left))).size).toBe(1);
    expect(days.every((d) => Math.round(d.getBoundingClientRect().width) === 343)).toBe(true);
    const root = page.getByRole('region', { name: 'Calendário' }).element();
    expect(root.scrollWidth).toBeLessThanOrEqual(343);
  });

  it('shows a compact month in a narrow container: dots per day, and the chosen day listed below', async () => {
    await renderThemed(
      <div style={{ width: 343 }}>
        <WeekCalendar posts={calendarPosts} today={calendarToday} defaultView="month" />
      </div>,
    );
    const root = page.getByRole('region', { name: 'Calendário' }).element();
    expect(root.scrollWidth).toBeLessThanOrEqual(343);
    // The cells' posts give way to one button a day; today is chosen, its posts listed under the grid.
    const today = page.getByRole('button', { name: 'domingo, 22 de novembro, 3 post(s)' });
    await expect.element(today).toHaveAttribute('aria-pressed', 'true');
    const agenda = page.getByRole('region', { name: 'domingo, 22 de novembro' });
    await expect.element(agenda.getByRole('button', { name: /^09:30 #101 / })).toBeVisible();
    await page.getByRole('button', { name: 'sexta-feira, 27 de novembro, 1 post(s)' }).click();
    const target = page.getByRole('region', { name: 'sexta-feira, 27 de novembro' }).getByRole('button', {
      name: /^08:00 #104 /,
    });
    await expect.element(target).toBeVisible();
    // Targets stay at least 24×24 px (WCAG 2.5.8): the day buttons and the listed posts.
    for (const element of [target.element(), today.element()]) {
      const box = element.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });

  it("shows the project's days and hours, and says which zone, when it is not the browser's", async () => {
    // The browser runs in UTC (vitest.config.ts); the project in São Paulo (-03:00).
    const onRangeChange = vi.fn();
    await renderThemed(
      <WeekCalendar
        posts={[postOn(9, 23, 1, 30)]}
        today={new Date('2026-11-22T15:00:00Z')}
        timeZone="America/Sao_Paulo"
        onRangeChange={onRangeChange}
      />,
    );
    await expect.element(page.getByText(/^Horários em America\/Sao_Paulo \(.*Brasília\)$/)).toBeVisible();
    expect(onRangeChange).toHaveBeenLastCalledWith({
      from: '2026-11-22T03:00:00.000Z',
      to: '2026-11-29T03:00:00.000Z',
    });
    // 01:30 UTC on the 23rd is 22:30 on the 22nd in São Paulo.
    await expect
      .element(day(/^domingo, 22 de novembro/).getByRole('button', { name: /^22:30 #9 / }))
      .toBeVisible();
  });

  it("says nothing about the zone when it is the browser's", async () => {
    await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} timeZone="UTC" />);
    await expect.element(page.getByText(/^Horários em/)).not.toBeInTheDocument();
  });

  it("draws the queue's empty slots on their day, in the project's zone, named for screen readers", async () => {
    await renderThemed(
      <WeekCalendar
        posts={[]}
        today={calendarToday}
        timeZone="America/Sao_Paulo"
        // 02:00 UTC on the 24th is 23:00 on the 23rd in São Paulo.
        queueSlots={[{ at: '2026-11-24T02:00:00.000Z', account: 'Instagram @loja.aurora' }]}
      />,
    );
    const free = day(/^segunda-feira, 23 de novembro/).getByRole('list', { name: 'Horários livres da fila' });
    await expect
      .element(free.getByRole('listitem'))
      .toHaveTextContent('23:00 · Livre na fila de Instagram @loja.aurora');
    expect(page.getByRole('list', { name: 'Horários livres da fila' }).all()).toHaveLength(1);
  });

  it('titles its days one level under the page title, or lower when asked (axe heading-order)', async () => {
    const { unmount } = await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} />);
    expect([...document.querySelectorAll('ol > li :is(h2, h3)')].map((h) => h.tagName)).toEqual(
      Array(7).fill('H2'),
    );
    unmount();
    await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} dayHeadingLevel={3} />);
    expect(document.querySelector('ol > li :is(h2, h3)')?.tagName).toBe('H3');
  });
});
