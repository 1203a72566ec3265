import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInUser, wrapperFor } from '../../../test/support.js';
import {
  useAllowedOrigins,
  useApiKeys,
  useCreateApiKey,
  useReplaceAllowedOrigins,
  useRevokeApiKey,
} from './useApiKeys.js';

function useKeysScreen() {
  return {
    keys: useApiKeys(),
    origins: useAllowedOrigins(),
    create: useCreateApiKey(),
    revoke: useRevokeApiKey(),
    replace: useReplaceAllowedOrigins(),
  };
}

describe('API keys (Chaves de API)', () => {
  it('creates a key whose secret only the mutation answer holds, lists it, and revokes it', async () => {
    const user = await signedInUser('api-keys-hooks');
    const { result } = renderHook(useKeysScreen, { wrapper: wrapperFor(user.client) });
    await waitFor(() => expect([result.current.keys.data, result.current.keys.error]).toEqual([[], null]));

    let secret = '';
    await act(async () => {
      secret = (await result.current.create.mutateAsync({ name: 'Loja', scopes: ['posts:read'] })).secret;
    });
    expect(secret).toMatch(/^pk_/);
    await waitFor(() => expect(result.current.keys.data).toHaveLength(1));
    expect(result.current.keys.data?.[0]).toMatchObject({ name: 'Loja', prefix: secret.slice(0, 9) });
    expect(JSON.stringify(result.current.keys.data)).not.toContain(secret);

    const id = result.current.keys.data?.[0]?.id ?? '';
    await act(() => result.current.revoke.mutateAsync(id));
    await waitFor(() => expect(result.current.keys.data).toEqual([]));
  });

  it('replaces the allowed origins and shows the refusal of an invalid one', async () => {
    const user = await signedInUser('api-keys-origins');
    const { result } = renderHook(useKeysScreen, { wrapper: wrapperFor(user.client) });
    await waitFor(() => expect(result.current.origins.data).toEqual([]));
    await act(() => result.current.replace.mutateAsync(['https://loja.exemplo.com.br']));
    await waitFor(() => expect(result.current.origins.data).toEqual(['https://loja.exemplo.com.br']));
    await act(() => result.current.replace.mutateAsync(['https://*.exemplo.com']).catch(() => undefined));
    await waitFor(() => expect(result.current.replace.errorMessage).toBe('Dados inválidos'));
    expect(result.current.origins.data).toEqual(['https://loja.exemplo.com.br']);
  });
});
