import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { ReferralPanel } from './ReferralPanel';

const share = {
  shareUrl: 'https://postify.app/r/AURORA15',
  rewardPercentage: 15,
  maxReferrals: 3,
  referralCount: 2,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('ReferralPanel', () => {
  it('copies the link and confirms for 2 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const copy = vi.fn(async () => {});
    await renderThemed(<ReferralPanel share={share} copy={copy} />);
    await expect.element(page.getByText('Indicações: 2 de 3')).toBeVisible();
    await page.getByRole('button', { name: 'Copiar link' }).click();
    expect(copy).toHaveBeenCalledWith('https://postify.app/r/AURORA15');
    await expect.element(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    vi.advanceTimersByTime(1_900);
    await expect.element(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    vi.advanceTimersByTime(200);
    await expect.element(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  });

  it('keeps the copy label when the clipboard refuses', async () => {
    await renderThemed(<ReferralPanel share={share} copy={() => Promise.reject(new Error('denied'))} />);
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await expect.element(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  });
});
