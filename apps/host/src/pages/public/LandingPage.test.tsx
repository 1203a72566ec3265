import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type AnalyticsEvent, createAnalytics } from '../../analytics/analytics';
import { renderApp } from '../../test/renderApp';
import { nextTyping } from './landing/TypingHeadline';

const times = { typingMs: 90, deletingMs: 100, typingPauseMs: 2000 };

describe('landing page (/)', () => {
  it('sends every call to action to /waiting and counts the click', async () => {
    const events: AnalyticsEvent[] = [];
    const analytics = createAnalytics({ sink: { send: (event) => events.push(event) } });
    renderApp('/', { baseUrl: 'http://127.0.0.1:9/api/v1', analytics });
    await screen.findByRole('heading', { level: 1 });
    const ctas = screen.getAllByRole('link', { name: /lista de espera|Quero participar/ });
    expect(ctas.length).toBeGreaterThanOrEqual(5);
    for (const cta of ctas) expect(cta.getAttribute('href')).toBe('/waiting');
    fireEvent.click(ctas[0] as HTMLElement);
    expect(events).toContainEqual({ name: 'cta_click', target: 'header', path: '/' });
  });

  it("shows each platform of the carousel with its network's mark, named once by its text", async () => {
    renderApp('/', { baseUrl: 'http://127.0.0.1:9/api/v1' });
    const section = (await screen.findByRole('heading', { name: 'Plataformas' })).closest('section');
    const list = within(section as HTMLElement).getAllByRole('list')[0] as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('svg')?.getAttribute('data-network'))).toEqual([
      'instagram',
      'facebook',
      'tiktok',
      'linkedin',
      'x',
      'threads',
      'youtube',
      'bluesky',
    ]);
    // Every network listed works: none is announced as coming soon.
    expect(section?.textContent).not.toContain('em breve');
    for (const item of items) expect(item.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(items[0]?.textContent).toBe('Instagram');
  });

  it('wraps the problem carousel both ways and flips a card with the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/', { baseUrl: 'http://127.0.0.1:9/api/v1' });
    const previous = await screen.findByRole('button', { name: 'Card anterior' });
    expect(screen.getByText('1/5')).toBeTruthy();
    await user.click(previous);
    expect(screen.getByText('5/5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próximo card' }));
    expect(screen.getByText('1/5')).toBeTruthy();
    const card = screen.getByRole('button', { name: /Muitas plataformas/ });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    card.focus();
    await user.keyboard('{Enter}');
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Tudo em um só lugar/ })).toBe(card);
  });

  it('switches the plans between monthly and annual prices', async () => {
    const user = userEvent.setup();
    renderApp('/', { baseUrl: 'http://127.0.0.1:9/api/v1' });
    const plans = await screen.findByRole('region', { name: 'Planos' });
    expect(within(plans).getByText('R$ 19,99')).toBeTruthy();
    await user.click(within(plans).getByRole('button', { name: /^Anualmente/ }));
    expect(within(plans).getByText('R$ 16,00')).toBeTruthy();
    expect(within(plans).getByText(/R\$ 192,00 por ano/)).toBeTruthy();
    await waitFor(() =>
      expect(within(plans).getByRole('button', { name: 'Anualmente (20% off)' })).toBeTruthy(),
    );
  });

  it('opens and closes the mobile menu with its button', async () => {
    const user = userEvent.setup();
    renderApp('/', { baseUrl: 'http://127.0.0.1:9/api/v1' });
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Fechar menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Menu do site' }).getAttribute('data-open')).toBe('true');
    const about = within(screen.getByRole('navigation', { name: 'Menu do site' })).getByRole('link', {
      name: 'Sobre',
    });
    // Following a link of the menu lands on a page where the menu is closed again.
    await user.click(about);
    await screen.findByRole('heading', { level: 1, name: /Sobre/ });
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('typing headline', () => {
  it('types every 90 ms, pauses 2 s on the full word, deletes every 100 ms, then moves to the next word', () => {
    const words = ['Oi', 'Tchau'];
    let state = { word: 0, length: 0, deleting: false };
    const delays: number[] = [];
    for (let step = 0; step < 6; step += 1) {
      const next = nextTyping(words, state, times);
      delays.push(next.delay);
      state = next.state;
    }
    expect(delays).toEqual([90, 90, 2000, 100, 100, 90]);
    expect(state).toEqual({ word: 1, length: 0, deleting: false });
  });
});
