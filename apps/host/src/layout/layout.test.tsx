import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerConsoleBasics, demoSession } from '../test/consoleApi';
import { type FakeApi, startFakeApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';
import { isChunkLoadError } from './RouteErrorBoundary';

// Three screens fail on purpose; every other one is the real screen.
const failures = vi.hoisted(() => ({
  // A screen that throws while drawing.
  render: () => {
    throw new Error('Falha ao desenhar o calendário');
  },
  // What Vite's preload helper does when a chunk of a page left open across a deploy is gone: the
  // `vite:preloadError` event with the error, then the same error thrown (the message names no chunk).
  preload: () => {
    const error = new Error('Falha simulada');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    return Promise.reject(error);
  },
  // A bare import() of a chunk that is gone, as Chromium says it.
  bareImport: () =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/AboutPage-1a2b.js'),
    ),
}));
vi.mock('../app/consoleScreens', async (importOriginal) => {
  const { consoleScreens } = await importOriginal<typeof import('../app/consoleScreens')>();
  return {
    consoleScreens: {
      ...consoleScreens,
      '/calendar': () => Promise.resolve({ default: failures.render }),
      '/storage': failures.preload,
    },
  };
});
vi.mock('../app/formScreens', async (importOriginal) => {
  const { formScreens } = await importOriginal<typeof import('../app/formScreens')>();
  return { formScreens: { ...formScreens, '/about': failures.bareImport } };
});

beforeAll(async () => {
  await Promise.all([import('./ConsoleLayout'), import('../pages/console/DashboardPage')]);
}, 120_000);

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  answerConsoleBasics(api);
  // React reports every caught error on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  api.close();
  vi.restoreAllMocks();
});

const signedIn = (path: string) => renderApp(path, { baseUrl: api.baseUrl, session: demoSession });

describe('a screen that fails', () => {
  it('shows the recovery screen inside the console frame; the menu leads on and Recarregar reloads', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    signedIn('/calendar');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Algo deu errado nesta página',
    );
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalledOnce();

    // The frame stayed: another route of the menu draws its screen.
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    await user.click(within(menu).getByRole('link', { name: 'Painel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recarregar' })).toBeNull();
  });

  it('says the page could not be loaded when Vite reports a chunk that did not arrive (vite:preloadError)', async () => {
    const reported = vi.fn();
    window.addEventListener('vite:preloadError', reported);
    signedIn('/storage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível carregar esta página' }),
    ).toBeTruthy();
    window.removeEventListener('vite:preloadError', reported);
    expect(reported).toHaveBeenCalled();
    expect(screen.getByText(/Uma nova versão do Postify pode ter sido publicada/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
  });

  it('keeps the public site frame around a public screen whose chunk is gone', async () => {
    renderApp('/about', { baseUrl: api.baseUrl });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível carregar esta página' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu do site' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Rodapé' })).toBeTruthy();
  });

  it('tells a chunk that did not load from an error of the screen by the browsers’ messages', () => {
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('texto')).toBe(false);
  });
});

describe('the console header on small screens', () => {
  it('puts the menu, the project switcher and the user behind one Menu button; Escape closes it', async () => {
    const user = userEvent.setup();
    signedIn('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('the Menu button controls no element');
    const inPanel = within(panel);
    expect(inPanel.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(await inPanel.findByRole('button', { name: /Projeto atual$/ })).toBeTruthy();
    expect(inPanel.getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(inPanel.getByText('Demo Postify')).toBeTruthy();

    // Keyboard: the button opens it, Tab goes on into it, Escape closes it and returns to the button.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Fechar menu');
    expect(panel.dataset.open).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(inPanel.getByRole('link', { name: 'Painel' }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
