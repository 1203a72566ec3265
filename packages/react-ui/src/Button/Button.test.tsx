import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { Button } from './Button';

/** A form replaced by its result while its submit button is still pending, as on /waiting. */
function SubmitThenThanks() {
  const [state, setState] = useState<'form' | 'sending' | 'done'>('form');
  if (state === 'done') return <p>Obrigado!</p>;
  return (
    <>
      <Button isLoading={state === 'sending'} onPress={() => setState('sending')}>
        Enviar
      </Button>
      <Button variant="ghost" onPress={() => setState('done')}>
        Concluir
      </Button>
    </>
  );
}

const announcements = () => document.querySelectorAll('[data-live-announcer] [aria-labelledby]');

describe('Button', () => {
  it('keeps focus and ignores presses while loading', async () => {
    await renderThemed(<SubmitThenThanks />);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const pending = page.getByRole('button', { name: 'Enviar' });
    await expect.element(pending).toHaveAttribute('aria-disabled', 'true');
    await expect.element(pending).toHaveFocus();
  });

  it('leaves no live-region node labelled by a pending button that unmounted', async () => {
    await renderThemed(<SubmitThenThanks />);
    await page.getByRole('button', { name: 'Enviar' }).click();
    // react-aria announces the pending state a moment after it starts.
    await expect.poll(() => announcements().length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect.element(page.getByText('Obrigado!')).toBeVisible();
    await expect.poll(() => announcements().length).toBe(0);
  });
});
