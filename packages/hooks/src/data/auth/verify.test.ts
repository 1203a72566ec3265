import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl, mailboxCode, testClient, uniqueEmail, wrapperFor } from '../../../test/support.js';
import { useResendCode } from './useResendCode.js';
import { useVerifyOnboarding } from './useVerifyOnboarding.js';

/** A sandbox checkout for a new e-mail: the API creates the user and mails the /verify link and a code. */
async function checkout(email: string) {
  const form = new URLSearchParams({ planId: '2', period: 'monthly', name: 'Caio Reis', email });
  await fetch(`${apiUrl()}/sandbox/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const response = await fetch(`${apiUrl()}/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
  const text = ((await response.json()) as { data: { text: string }[] }).data[0]?.text ?? '';
  const userToken = decodeURIComponent(/userToken=([^&\s]+)/.exec(text)?.[1] ?? '');
  if (!userToken) throw new Error(`no /verify link for ${email}`);
  return userToken;
}

describe('useVerifyOnboarding (/verify)', () => {
  it('builds otp, phone, password, final from the check and advances one step per success', async () => {
    const email = uniqueEmail('verify');
    const userToken = await checkout(email);
    const { client } = testClient();
    const { result } = renderHook(() => useVerifyOnboarding(userToken), { wrapper: wrapperFor(client) });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.steps).toEqual(['otp', 'phone', 'password', 'final']));
    expect(result.current).toMatchObject({ step: 'otp', stepIndex: 0, notFound: false });
    expect(result.current.check?.email).toBe(email);

    const code = await mailboxCode(email);
    await act(() => result.current.verifyCode(code === '000000' ? '111111' : '000000'));
    await waitFor(() => expect(result.current.errorMessage).toBe('Código inválido ou expirado'));
    expect(result.current.step).toBe('otp');

    await act(() => result.current.verifyCode(code));
    await waitFor(() => expect(result.current.step).toBe('phone'));
    expect(result.current.errorMessage).toBeNull();
    await act(() => result.current.savePhone('+55 11 95555-4444'));
    await waitFor(() => expect(result.current.step).toBe('password'));
    await act(() => result.current.savePassword('Caio@2026x'));
    await waitFor(() => expect(result.current).toMatchObject({ step: 'final', stepIndex: 3 }));
  });

  it('reports not found for an unknown token and for none at all', async () => {
    const { client } = testClient();
    const unknown = renderHook(() => useVerifyOnboarding('desconhecido'), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(unknown.result.current.notFound).toBe(true));
    const none = renderHook(() => useVerifyOnboarding(null), { wrapper: wrapperFor(client) });
    expect(none.result.current).toMatchObject({ notFound: true, isLoading: false, steps: [] });
  });

  it('asks for a new code; inside the 30 s interval the server refuses with its own message', async () => {
    const email = uniqueEmail('resend');
    const userToken = await checkout(email);
    const { client } = testClient();
    const { result } = renderHook(() => useResendCode(userToken), { wrapper: wrapperFor(client) });
    await act(() => result.current.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(result.current.error?.status).toBe(429));
    expect(result.current.errorMessage).toBe(result.current.error?.message);
    expect(result.current.errorMessage).not.toBe('');
  });
});
