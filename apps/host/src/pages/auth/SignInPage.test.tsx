import { toastQueue } from '@postify/react-ui/ToastRegion';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fakeApi';
import { demoSession, renderApp } from '../../test/renderApp';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('POST /auth/login', () => ({
    data: {
      email: 'demo@postify.dev',
      codeExpiresAt: '2030-01-01T00:00:00Z',
      resendAvailableAt: '2030-01-01T00:00:00Z',
    },
  }));
  api.on('POST /auth/validate-login', ({ body }) =>
    (body as { otp: string }).otp === '123456'
      ? { data: { ...demoSession, accessTokenExpiresAt: '2030-01-01T00:00:00Z' } }
      : { status: 400, error: { code: 'INVALID_CODE', message: 'Código inválido ou expirado' } },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  toastQueue.clear();
  return api.close();
});

async function signInStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), 'demo@postify.dev');
  await user.type(screen.getByLabelText('Senha'), 'Demo@1234');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return screen.findByText('demo@postify.dev');
}

describe('/signin', () => {
  it('shows the pt-BR rule messages and calls nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    renderApp('/signin', { baseUrl: api.baseUrl });
    await user.type(await screen.findByLabelText('E-mail'), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email inválido')).toBeTruthy();
    expect(screen.getByText('Senha é obrigatória')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the credentials, shows the e-mail being verified and submits the code on the sixth pasted digit', async () => {
    const user = userEvent.setup();
    const { location, tokenStore } = renderApp('/signin', { baseUrl: api.baseUrl });
    await signInStepOne(user);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'demo@postify.dev', password: 'Demo@1234' },
    });
    const firstBox = screen.getByLabelText('Dígito 1 de 6');
    fireEvent.paste(firstBox, { clipboardData: { getData: () => '123456' } });
    await waitFor(() => expect(location.pathname).toBe('/dashboard'));
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      path: '/auth/validate-login',
      body: { email: 'demo@postify.dev', otp: '123456' },
    });
    expect(tokenStore.get()?.refreshToken).toBe('refresh');
    expect(await screen.findByText('Demo Postify')).toBeTruthy();
  });

  it('shows the server message for a wrong code, and back-to-login clears the code step', async () => {
    const user = userEvent.setup();
    renderApp('/signin', { baseUrl: api.baseUrl });
    await signInStepOne(user);
    fireEvent.paste(screen.getByLabelText('Dígito 1 de 6'), { clipboardData: { getData: () => '654321' } });
    expect(await screen.findByText('Código inválido ou expirado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('Dígito 1 de 6')).toBeNull();
  });

  it("offers 'Reenviar código' once the API's 30 s wait is over, and says 'Código enviado!'", async () => {
    const user = userEvent.setup();
    renderApp('/signin', { baseUrl: api.baseUrl });
    await signInStepOne(user);
    const waiting = screen.getByRole('button', { name: 'Reenviar código em 30 s' });
    expect(waiting.hasAttribute('disabled')).toBe(true);

    const later = Date.now() + 30_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const resend = await screen.findByRole('button', { name: 'Reenviar código' }, { timeout: 2_000 });
    await user.click(resend);
    expect(await screen.findByText('Código enviado!')).toBeTruthy();
    expect(api.calls.filter((call) => call.path === '/auth/login')).toHaveLength(2);
    expect(api.calls[1]).toMatchObject({ body: { email: 'demo@postify.dev', password: 'Demo@1234' } });
    // The new code starts a new wait.
    expect(screen.getByRole('button', { name: 'Reenviar código em 30 s' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("shows the server's refusal of a resend under the code boxes", async () => {
    const user = userEvent.setup();
    renderApp('/signin', { baseUrl: api.baseUrl });
    await signInStepOne(user);
    api.on('POST /auth/login', () => ({
      status: 429,
      error: { code: 'RATE_LIMITED', message: 'Aguarde para pedir um novo código' },
    }));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 30_000);
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }, { timeout: 2_000 }));
    expect(await screen.findByText('Aguarde para pedir um novo código')).toBeTruthy();
    expect(screen.queryByText('Código enviado!')).toBeNull();
    expect(screen.getByLabelText('Dígito 1 de 6')).toBeTruthy();
  });

  it('shows the success banner after a password reset', async () => {
    renderApp('/signin?passwordReset=success', { baseUrl: api.baseUrl });
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeTruthy();
  });
});

describe('route guard', () => {
  it('sends a visitor to /signin and back to the protected route after signing in', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/calendar', { baseUrl: api.baseUrl });
    await waitFor(() => expect(location.pathname).toBe('/signin'));
    await signInStepOne(user);
    fireEvent.paste(screen.getByLabelText('Dígito 1 de 6'), { clipboardData: { getData: () => '123456' } });
    await waitFor(() => expect(location.pathname).toBe('/calendar'));
  });

  it('shows the signed-in user, the menu of in-menu routes and logs out through the API', async () => {
    const user = userEvent.setup();
    api.on('POST /auth/logout', () => ({ data: null }));
    const assigned: string[] = [];
    const original = window.location.assign;
    Object.defineProperty(window.location, 'assign', {
      configurable: true,
      value: (to: string) => assigned.push(to),
    });
    const { tokenStore } = renderApp('/dashboard', { baseUrl: api.baseUrl, session: demoSession });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const links = [...menu.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual(['Painel', 'Posts', 'Calendário', 'Configurações', 'Cobrança', 'Armazenamento']);
    expect(screen.getByText('Demo Postify')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(assigned).toEqual(['/signin']));
    expect(api.calls.at(-1)).toMatchObject({ path: '/auth/logout', body: { refreshToken: 'refresh' } });
    expect(tokenStore.get()).toBeNull();
    Object.defineProperty(window.location, 'assign', { configurable: true, value: original });
  });

  it('answers an unknown address with the pt-BR 404 page', async () => {
    renderApp('/nao-existe', { baseUrl: api.baseUrl });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });
});
