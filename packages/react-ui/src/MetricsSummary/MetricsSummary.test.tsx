import type { Schemas } from '@postify/sdk';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MetricsChart } from '../MetricsChart';
import { auroraHistory } from '../MetricsChart/fixtures';
import { renderThemed } from '../test/render';
import { auroraMetrics, metricsAccounts } from './fixtures';
import { MetricsSummary } from './MetricsSummary';

// The selection rules (first Instagram account by default, remembered per project) are `useMetricsSelection`'s,
// tested in @postify/hooks; here a plain toggle drives the component.
function Harness({ metrics }: { metrics: Record<string, Schemas['AccountMetrics']> }) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  return (
    <MetricsSummary
      accounts={metricsAccounts}
      selectedIds={selectedIds}
      onToggle={(account) =>
        setSelectedIds((ids) =>
          ids.includes(account.id) ? ids.filter((id) => id !== account.id) : [...ids, account.id],
        )
      }
      metrics={metrics}
    />
  );
}

describe('MetricsSummary', () => {
  it('toggles Instagram accounts, shows their metrics abbreviated, and keeps others unavailable', async () => {
    await renderThemed(<Harness metrics={{ [auroraMetrics.accountId]: auroraMetrics }} />);
    await expect.element(page.getByRole('checkbox', { name: /CafeAurora/ })).toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: /cafeaurora \(TikTok\)/ })).toBeDisabled();

    await page.getByText('@cafe.aurora (Instagram)').click();
    const card = page.getByRole('article', { name: 'Métricas de @cafe.aurora' });
    await expect.element(card).toBeVisible();
    const text = card.element().textContent ?? '';
    expect(text).toContain('Café Aurora');
    expect(text).toContain('Seguidores1,2M');
    expect(text).toContain('Seguindo1,5K');
    expect(text).toContain('Publicações342');
    expect(text).toContain('Cafés especiais torrados na casa.');

    await page.getByText('@aurora.eventos (Instagram Business)').click();
    await expect.element(page.getByText('Carregando métricas...')).toBeVisible();

    await page.getByText('@cafe.aurora (Instagram)').click();
    await expect.element(card).not.toBeInTheDocument();
  });

  it("holds an account's place while its metrics and history load: the card that replaces it is as tall", async () => {
    // A biography of one line: the skeleton reserves one.
    const metrics = { ...auroraMetrics, biography: 'Cafés especiais torrados na casa.' };
    const summary = (props: Partial<Parameters<typeof MetricsSummary>[0]>) => (
      <MetricsSummary
        accounts={metricsAccounts}
        selectedIds={[metrics.accountId]}
        onToggle={() => {}}
        metrics={{}}
        renderHistory={() => <MetricsChart username={metrics.username} points={auroraHistory} />}
        {...props}
      />
    );
    await renderThemed(
      <div style={{ width: 400 }}>
        {summary({})}
        {summary({ metrics: { [metrics.accountId]: metrics } })}
      </div>,
    );
    await expect.element(page.getByText('Carregando métricas...')).toBeVisible();
    const [loading, loaded] = [...document.querySelectorAll('section')]
      .filter((section) => section.querySelector('h2'))
      .map((card) => card.getBoundingClientRect().height);
    expect(loading).toBe(loaded);
  });
});
