import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { calendarPosts, calendarToday, postOn } from './fixtures';
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
      .element(day(/^domingo, 22 de novembro/).getByRole('button', { name: '09:30 #101' }))
      .toBeVisible();
    await expect.element(day(/^segunda-feira, 23 de novembro/).getByText('Sem posts')).toBeVisible();

    await page.getByRole('button', { name: 'Próxima semana' }).click();
    await expect.element(page.getByText('29/11 – 05/12/2026')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '09:30 #101' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await expect.element(page.getByText('15/11 – 21/11/2026')).toBeVisible();
    expect(onRangeChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 10, 15).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
  });

  it('expands a post to its time, distinct platforms and a Preview modal', async () => {
    await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} />);
    await page.getByRole('button', { name: '12:15 #103' }).click();
    await expect.element(page.getByText('Instagram, Facebook, TikTok')).toBeVisible();
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
    page.getByRole('button', { name: '12:15 #103' }).element().focus();
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
      expect.objectContaining({ id: 103 }),
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
    await page.getByRole('button', { name: '10:00 #7' }).click();
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
      page.getByRole('button', { name: '08:00 #104' }),
      day(/^quarta-feira, 25 de novembro/),
    );
    expect(onReschedule).toHaveBeenCalledWith(
      expect.objectContaining({ id: 104 }),
      new Date(2026, 10, 25, 8, 0),
    );
  });

  it('shows the month with its posts in the month view', async () => {
    await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} />);
    await page.getByRole('button', { name: 'Mês' }).click();
    await expect.element(page.getByText('novembro de 2026')).toBeVisible();
    expect(document.querySelectorAll('ol > li')).toHaveLength(42);
    await expect.element(page.getByRole('button', { name: '08:00 #104' })).toBeVisible();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect.element(page.getByText('dezembro de 2026')).toBeVisible();
  });

  it('keeps post targets at least 24×24 px in the narrow month cells (WCAG 2.5.8)', async () => {
    await renderThemed(
      <div style={{ width: 420 }}>
        <WeekCalendar posts={calendarPosts} today={calendarToday} defaultView="month" />
      </div>,
    );
    const target = page.getByRole('button', { name: '08:00 #104' });
    await expect.element(target).toBeInTheDocument();
    const box = target.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  });

  it('titles its days one level under the page title, or lower when asked (axe heading-order)', async () => {
    const { unmount } = await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} />);
    expect([...document.querySelectorAll('ol > li > :first-child')].map((h) => h.tagName)).toEqual(
      Array(7).fill('H2'),
    );
    unmount();
    await renderThemed(<WeekCalendar posts={calendarPosts} today={calendarToday} dayHeadingLevel={3} />);
    expect(document.querySelector('ol > li > :first-child')?.tagName).toBe('H3');
  });
});
