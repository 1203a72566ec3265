import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const userId = '3f6c2a9e-1b7d-4c55-9a0e-7d2b8c41e901';
let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
});
afterEach(() => api.close());

describe('/verify', () => {
  it('says the user was not found when the token is unknown', async () => {
    api.on('GET /auth/check/nope', () => ({
      status: 404,
      error: { code: 'NOT_FOUND', message: 'Usuário não encontrado' },
    }));
    renderApp('/verify?userToken=nope', { baseUrl: api.baseUrl });
    expect(await screen.findByRole('heading', { name: 'Usuário não encontrado' })).toBeTruthy();
  });

  it('walks the needed steps in order (code, phone), then celebrates with the e-mail to log in with', async () => {
    const user = userEvent.setup();
    api.on('GET /auth/check/vt1', () => ({
      data: {
        userId,
        email: 'maria@exemplo.com.br',
        hasToInputOtp: true,
        hasToInputPhone: true,
        hasToInputPassword: false,
      },
    }));
    api.on('POST /auth/verify', ({ body }) =>
      (body as { otp: string }).otp === '105728'
        ? { data: { id: userId, name: 'Maria', email: 'maria@exemplo.com.br' } }
        : { status: 400, error: { code: 'INVALID_CODE', message: 'x' } },
    );
    api.on(`PATCH /users/${userId}`, () => ({
      data: { id: userId, name: 'Maria', email: 'maria@exemplo.com.br' },
    }));
    renderApp('/verify?userToken=vt1', { baseUrl: api.baseUrl });
    expect(await screen.findByText('Passo 1 de 3')).toBeTruthy();
    fireEvent.paste(screen.getByLabelText('Dígito 1 de 6'), { clipboardData: { getData: () => '000000' } });
    expect(await screen.findByText('Código inválido ou expirado')).toBeTruthy();
    fireEvent.paste(screen.getByLabelText('Dígito 1 de 6'), { clipboardData: { getData: () => '105728' } });
    expect(await screen.findByText('Passo 2 de 3')).toBeTruthy();
    await user.type(screen.getByLabelText('Telefone'), '119');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Digite um telefone válido')).toBeTruthy();
    await user.type(screen.getByLabelText('Telefone'), '87654321');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Conta ativada!' })).toBeTruthy();
    expect(screen.getByText('Passo 3 de 3')).toBeTruthy();
    expect(screen.getByText('maria@exemplo.com.br')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/signin');
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        phone: '11987654321',
        verificationToken: 'vt1',
      }),
    );
  });
});
