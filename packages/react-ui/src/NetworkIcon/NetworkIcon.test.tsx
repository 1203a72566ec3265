import { networkMarks } from '@postify/sdk/marks';
import { describe, expect, it } from 'vitest';
import { renderThemed } from '../test/render';
import { NetworkIcon } from './index';

describe('NetworkIcon', () => {
  it('draws the SDK mark of the platform: brand tile and every shape', async () => {
    const screen = await renderThemed(<NetworkIcon network="LinkedIn" size={32} />);
    const icon = screen.getByRole('img', { name: 'LinkedIn' }).element();
    expect(icon.getAttribute('data-network')).toBe('linkedin');
    expect(icon.getAttribute('width')).toBe('32');
    expect(icon.querySelector('rect')?.getAttribute('fill')).toBe(networkMarks.linkedin.background);
    expect(icon.querySelectorAll('path')).toHaveLength(networkMarks.linkedin.shapes.length);
  });

  it('resolves the API platform name of X', async () => {
    const screen = await renderThemed(<NetworkIcon network="Twitter/X" />);
    await expect.element(screen.getByRole('img', { name: 'X' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', async () => {
    const screen = await renderThemed(<NetworkIcon network="Facebook" decorative />);
    expect(screen.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.container.querySelector('[role="img"]')).toBeNull();
  });
});
