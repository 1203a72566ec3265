import { PostifyProvider } from '@postify/hooks';
import { createMemoryTokenStore, createPostifyClient } from '@postify/sdk';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ConnectedLatestPosts } from '../LatestPosts/ConnectedLatestPosts';
import { auroraHistory } from '../MetricsChart/fixtures';
import { ConnectedDashboardSidePanel } from '../OnboardingPanel/ConnectedDashboardSidePanel';
import { onboardingStatus } from '../OnboardingPanel/fixtures';
import { samplePosts } from '../PostCard/fixtures';
import { renderThemed } from '../test/render';
import { ConnectedMetricsSummary } from './ConnectedMetricsSummary';
import { auroraMetrics, metricsAccounts } from './fixtures';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });

/** A fake API answering the dashboard's reads; `completed` decides the onboarding state. */
function fakeClient(completed: boolean) {
  const fetch = async (info: RequestInfo | URL, init?: RequestInit) => {
    const request = info instanceof Request && !init ? info : new Request(info, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v1', '');
    if (path === '/platforms/user')
      return ok([
        {
          id: 1,
          name: 'Instagram',
          displayIcon: '/i.svg',
          isAllowedToLink: true,
          socialMediaAccounts: metricsAccounts.map((account) => ({
            ...account,
            platformId: 1,
            userProfilePictureUrl: null,
            status: 'ACTIVE',
            createdAt: '2026-11-01T12:00:00.000Z',
          })),
        },
      ]);
    if (path === '/metrics/history' && url.searchParams.get('accountID') === auroraMetrics.accountId)
      return ok({
        accountId: auroraMetrics.accountId,
        days: 30,
        timeZone: 'America/Sao_Paulo',
        points: auroraHistory,
      });
    if (path === '/metrics' && url.searchParams.get('accountID') === auroraMetrics.accountId)
      return ok(auroraMetrics);
    if (path === '/metrics') return new Response(null, { status: 500 });
    if (path === '/posts') {
      const content = samplePosts(3);
      return ok({
        content,
        page: 0,
        size: 5,
        totalElements: 3,
        totalItems: 3,
        totalPages: 1,
        hasNext: false,
      });
    }
    if (path === '/user/profile/onboarding')
      return ok(completed ? { ...onboardingStatus, isCompleted: true, completedSteps: 4 } : onboardingStatus);
    if (path === '/user/profile/share')
      return ok({
        shareUrl: 'https://postify.app/r/AURORA15',
        referralCode: 'AURORA15',
        rewardPercentage: 15,
        maxReferrals: 3,
        referralCount: 1,
      });
    return new Response(null, { status: 404 });
  };
  return createPostifyClient({
    baseUrl: 'http://api.test/api/v1',
    tokenStore: createMemoryTokenStore({ user: {}, accessToken: 'a', refreshToken: 'r' }),
    fetch,
  });
}

function Dashboard({ completed }: { completed: boolean }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <PostifyProvider client={fakeClient(completed)} queryClient={queryClient}>
      <ConnectedMetricsSummary />
      <ConnectedLatestPosts />
      <ConnectedDashboardSidePanel />
    </PostifyProvider>
  );
}

describe('dashboard widgets on the hooks', () => {
  // The metrics selection is remembered in localStorage: each test starts from a first visit.
  beforeEach(() => localStorage.clear());

  it('loads accounts, the first Instagram account with its chart, metrics per selection (a failed account is skipped), latest posts and onboarding', async () => {
    const first = await renderThemed(<Dashboard completed={false} />);
    const card = page.getByRole('article', { name: 'Métricas de @cafe.aurora' });
    await expect.element(card).toBeVisible();
    expect(card.element().textContent).toContain('Seguidores1,2M');
    await expect
      .element(page.getByRole('table', { name: 'Métricas por dia de @cafe.aurora' }))
      .toBeInTheDocument();
    await page.getByText('@aurora.eventos (Instagram Business)').click();
    await expect
      .element(page.getByRole('article', { name: 'Métricas de @aurora.eventos' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByRole('list', { name: /Últimos posts/ })).toBeVisible();
    await expect
      .element(page.getByRole('progressbar', { name: 'Progresso do onboarding' }))
      .toHaveTextContent('1/4');
    await expect.element(page.getByRole('heading', { name: 'Indique e ganhe' })).not.toBeInTheDocument();

    // The next visit restores the choice instead of selecting the first account again.
    await page.getByText('@cafe.aurora (Instagram)').click();
    await expect.element(card).not.toBeInTheDocument();
    await first.unmount();
    await renderThemed(<Dashboard completed={false} />);
    await expect.element(page.getByRole('checkbox', { name: /aurora\.eventos/ })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: /cafe\.aurora/ })).not.toBeChecked();
  });

  it('shows the referral panel in place of onboarding once it is completed', async () => {
    await renderThemed(<Dashboard completed />);
    await expect.element(page.getByText('Indicações: 1 de 3')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Primeiros passos' })).not.toBeInTheDocument();
  });
});
