import { PostifyApiError } from '@postify/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  mailboxCode,
  registerUser,
  signedInUser,
  testClient,
  testPassword,
  uniqueEmail,
  wrapperFor,
} from '../../../test/support.js';
import { useChangePassword } from './useChangePassword.js';
import { useCurrentUser } from './useCurrentUser.js';
import { usePasswordReset } from './usePasswordReset.js';
import { useSignIn } from './useSignIn.js';
import { useSignOut } from './useSignOut.js';
import { useSignUp } from './useSignUp.js';

describe('useSignIn (two steps against the API)', () => {
  it('sends the credentials, keeps the e-mail, validates the mailbox code and stores the session', async () => {
    const { client, tokenStore } = testClient();
    const email = uniqueEmail('signin');
    await registerUser(client, email, 'Ana Lima');
    const onSignedIn = vi.fn();
    const { result } = renderHook(() => ({ signIn: useSignIn({ onSignedIn }), me: useCurrentUser() }), {
      wrapper: wrapperFor(client),
    });
    expect(result.current.signIn.step).toBe('credentials');

    await act(() => result.current.signIn.submitCredentials({ email, password: testPassword }));
    expect(result.current.signIn.step).toBe('code');
    expect(result.current.signIn.email).toBe(email);
    expect(tokenStore.get()).toBeNull();

    const code = await mailboxCode(email);
    await act(() => result.current.signIn.submitCode(code));
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(tokenStore.get()?.refreshToken).toEqual(expect.any(String));
    await waitFor(() => expect(result.current.me.data?.name).toBe('Ana Lima'));
  });

  it('shows the server message for wrong credentials and a wrong code, and back to login clears both', async () => {
    const { client, tokenStore } = testClient();
    const email = uniqueEmail('signin-wrong');
    await registerUser(client, email);
    const { result } = renderHook(() => useSignIn(), { wrapper: wrapperFor(client) });

    await act(() => result.current.submitCredentials({ email, password: 'Errada@2026' }));
    expect(result.current.step).toBe('credentials');
    await waitFor(() => expect(result.current.error).toBeInstanceOf(PostifyApiError));
    expect(result.current.error?.status).toBe(401);
    expect(result.current.errorMessage).toBe(result.current.error?.message);

    await act(() => result.current.submitCredentials({ email, password: testPassword }));
    expect(result.current.errorMessage).toBeNull();
    const right = await mailboxCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    await act(() => result.current.submitCode(wrong));
    expect(result.current.step).toBe('code');
    await waitFor(() => expect(result.current.errorMessage).toBe('Código inválido ou expirado'));
    expect(result.current.code).toBe(wrong);
    expect(tokenStore.get()).toBeNull();

    // A resend inside the server's 30 s interval is refused with its own message; the code step stays.
    const waitEnds = result.current.resendAt ?? 0;
    expect(waitEnds - Date.now()).toBeGreaterThan(25_000);
    expect(waitEnds - Date.now()).toBeLessThanOrEqual(30_000);
    expect(await act(() => result.current.resendCode())).toBe(false);
    await waitFor(() => expect(result.current.error?.status).toBe(429));
    expect(result.current).toMatchObject({ step: 'code', email, codeResent: false });
    expect(result.current.errorMessage).toBe(result.current.error?.message);
    expect(result.current.resendAvailableAt).toEqual(expect.any(String));

    act(() => result.current.backToLogin());
    expect(result.current).toMatchObject({
      step: 'credentials',
      email: '',
      code: '',
      errorMessage: null,
      resendAt: null,
    });
  });
});

describe('useSignOut', () => {
  it('revokes the refresh token, clears both stores and the cache, then ends the session', async () => {
    const user = await signedInUser('signout');
    user.projectIdStore.set('some-project');
    const onSignedOut = vi.fn();
    const { result } = renderHook(() => ({ me: useCurrentUser(), signOut: useSignOut({ onSignedOut }) }), {
      wrapper: wrapperFor(user.client),
    });
    await waitFor(() => expect(result.current.me.data?.email).toBe(user.email));
    const { refreshToken } = user.session;

    await act(() => result.current.signOut.mutateAsync());
    expect(onSignedOut).toHaveBeenCalledOnce();
    expect(user.tokenStore.get()).toBeNull();
    expect(user.projectIdStore.get()).toBeNull();
    await waitFor(() => expect(result.current.me.data).toBeUndefined());
    const refreshed = await fetch(`${user.client.baseUrl}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    expect(refreshed.status).toBe(401);
  });
});

describe('useChangePassword', () => {
  it('refuses a wrong current password on its field, then changes the password with the right one', async () => {
    const user = await signedInUser('change-password');
    const { result } = renderHook(() => useChangePassword(), { wrapper: wrapperFor(user.client) });
    await act(() =>
      result.current
        .mutateAsync({ currentPassword: 'Errada@2026', password: 'NovaSenha#2026' })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.error?.details).toContainEqual({
        field: 'currentPassword',
        message: 'Senha atual incorreta',
      }),
    );
    expect(result.current.errorMessage).toBe('Erro ao atualizar senha');

    await act(() =>
      result.current.mutateAsync({ currentPassword: testPassword, password: 'NovaSenha#2026' }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const login = await user.client.POST('/auth/login', {
      body: { email: user.email, password: 'NovaSenha#2026' },
    });
    expect(login.response.status).toBe(200);
  });
});

describe('useSignUp', () => {
  it('creates the account and reports the server validation message on a duplicate e-mail', async () => {
    const { client } = testClient();
    const email = uniqueEmail('signup');
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSignUp({ onSuccess }), { wrapper: wrapperFor(client) });
    const body = {
      name: 'Bia Souza',
      email,
      phone: '+55 21 97777-1111',
      password: testPassword,
      confirmPassword: testPassword,
    };
    await act(() => result.current.mutateAsync(body));
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ email }));
    await act(() => result.current.mutateAsync(body).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.status).toBe(409));
    expect(result.current.errorMessage).toBe(result.current.error?.message);
  });
});

describe('usePasswordReset', () => {
  it('goes email → sent, and from a link token straight to reset → done, signing in with the new password', async () => {
    const { client } = testClient();
    const email = uniqueEmail('reset');
    await registerUser(client, email);
    const first = renderHook(() => usePasswordReset(), { wrapper: wrapperFor(client) });
    expect(first.result.current.step).toBe('email');
    await act(() => first.result.current.requestReset(email));
    expect(first.result.current).toMatchObject({ step: 'sent', email });

    // The reset e-mail is sent after the answer.
    const mail = await vi.waitFor(async () => {
      const response = await fetch(`${client.baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
      const text = ((await response.json()) as { data: { text: string }[] }).data[0]?.text ?? '';
      expect(text).toContain('resetToken=');
      return text;
    });
    const resetToken = /resetToken=([^&\s]+)/.exec(mail)?.[1] ?? '';
    const otp = await mailboxCode(email);
    expect(resetToken).not.toBe('');

    const onSuccess = vi.fn();
    const second = renderHook(
      () => usePasswordReset({ resetToken: decodeURIComponent(resetToken), email, onSuccess }),
      { wrapper: wrapperFor(client) },
    );
    expect(second.result.current).toMatchObject({ step: 'reset', email });
    await act(() =>
      second.result.current.resetPassword({ otp, password: 'Nova@Senha1', confirmPassword: 'Nova@Senha1' }),
    );
    expect(second.result.current.step).toBe('done');
    expect(onSuccess).toHaveBeenCalledOnce();
    const login = await client.POST('/auth/login', { body: { email, password: 'Nova@Senha1' } });
    expect(login.data?.email).toBe(email);
  });

  it('keeps the reset step and shows the server message on a wrong code', async () => {
    const { client } = testClient();
    const { result } = renderHook(() => usePasswordReset({ userToken: 'not-a-token' }), {
      wrapper: wrapperFor(client),
    });
    await act(() =>
      result.current.resetPassword({
        otp: '123456',
        password: 'Nova@Senha1',
        confirmPassword: 'Nova@Senha1',
      }),
    );
    expect(result.current.step).toBe('reset');
    await waitFor(() => expect(result.current.errorMessage).toEqual(expect.any(String)));
    expect(result.current.errorMessage).toBe(result.current.error?.message);
  });
});
