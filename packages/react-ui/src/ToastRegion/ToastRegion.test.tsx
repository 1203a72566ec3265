import { describe, expect, it } from 'vitest';
import { createToastQueue, showToast, TOAST_TIMEOUT_MS } from './toastQueue';

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
