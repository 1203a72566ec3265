import { PostifyApiError } from '@postify/sdk';
import { describe, expect, it } from 'vitest';
import { createToastQueue, showErrorToast, showToast, TOAST_TIMEOUT_MS } from './toastQueue';

describe('toast queue', () => {
  it('shows one toast at a time, the newest first, each for 5 seconds by default', () => {
    const queue = createToastQueue();
    showToast({ title: 'Email enviado' }, { queue });
    showToast({ title: 'Código enviado!' }, { queue });
    expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Código enviado!']);
    expect(queue.visibleToasts[0]?.timeout).toBe(TOAST_TIMEOUT_MS);
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    const first = queue.visibleToasts[0];
    if (first) queue.close(first.key);
    expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Email enviado']);
  });
});

describe('the shared error toast', () => {
  it("says 'Erro ao processar a requisição' with the server's message, as a destructive toast", () => {
    const queue = createToastQueue();
    const refused = new PostifyApiError({
      status: 409,
      code: 'CONFLICT',
      message: 'A conta já foi removida',
    });
    showErrorToast(refused, {}, { queue });
    expect(queue.visibleToasts[0]?.content).toEqual({
      title: 'Erro ao processar a requisição',
      description: 'A conta já foi removida',
      tone: 'danger',
    });
  });

  it("takes a named failure's title and fallback: 'Erro' / 'Erro ao carregar subscription'", () => {
    const queue = createToastQueue();
    showErrorToast(
      new TypeError(''),
      { title: 'Erro', fallback: 'Erro ao carregar subscription' },
      { queue },
    );
    expect(queue.visibleToasts[0]?.content).toEqual({
      title: 'Erro',
      description: 'Erro ao carregar subscription',
      tone: 'danger',
    });
  });
});
