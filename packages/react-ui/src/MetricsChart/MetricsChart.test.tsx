import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed } from '../test/render';
import { auroraHistory, shortHistory } from './fixtures';
import { MetricsChart } from './MetricsChart';

describe('MetricsChart', () => {
  it('places days by date, so a missing day widens the step instead of showing zero', async () => {
    await renderThemed(<MetricsChart username="padaria.central" points={shortHistory} />);
    const figure = page.getByRole('figure', { name: /Seguidores/ }).element();
    const svg = figure.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    const line = svg?.querySelectorAll('path')[1]?.getAttribute('d') ?? '';
    // 19/11, 21/11 and 22/11 over a 3-day span: x at 0, 2/3 and the end; min at the bottom, max at the top.
    expect(line).toBe('M0.00,38.00L66.67,10.13L100.00,2.00');
  });

  it('keeps one flat line in the middle when a metric does not change, and a single day centred', async () => {
    const flat = shortHistory.map((point) => ({ ...point, engagement: 50 }));
    await renderThemed(<MetricsChart username="padaria.central" points={flat.slice(0, 1)} />);
    const path = page
      .getByRole('figure', { name: /Engajamento/ })
      .element()
      .querySelectorAll('path')[1]
      ?.getAttribute('d');
    expect(path).toBe('M50.00,20.00');
  });

  it('takes the same height while the days load as once they are drawn, at any width', async () => {
    for (const width of [320, 700]) {
      const { unmount } = await renderThemed(
        <div style={{ width }}>
          <MetricsChart username="cafe.aurora" points={[]} isLoading />
          <MetricsChart username="cafe.aurora" points={auroraHistory} />
        </div>,
      );
      await expect.element(page.getByRole('status', { name: 'Carregando histórico...' })).toBeInTheDocument();
      const [loading, loaded] = [...document.querySelectorAll('section')].map(
        (chart) => chart.getBoundingClientRect().height,
      );
      expect(loading).toBe(loaded);
      await unmount();
    }
  });
});
