import { describe, expect, it } from 'vitest';
import { type AnalyticsEvent, browserAsksNotToTrack, createAnalytics } from './analytics';

function setup(doNotTrack = false) {
  const events: AnalyticsEvent[] = [];
  let clock = 0;
  const analytics = createAnalytics({ sink: { send: (e) => events.push(e) }, doNotTrack, now: () => clock });
  return { analytics, events, advance: (ms: number) => (clock += ms) };
}

describe('analytics', () => {
  it('counts a page view once per page and time on page only above 5 seconds', () => {
    const { analytics, events, advance } = setup();
    analytics.pageView('/');
    analytics.pageView('/');
    advance(5000);
    analytics.pageView('/pricing');
    advance(7400);
    analytics.pageView('/waiting');
    expect(events).toEqual([
      { name: 'page_view', path: '/' },
      { name: 'page_view', path: '/pricing' },
      { name: 'time_on_page', path: '/pricing', seconds: 7 },
      { name: 'page_view', path: '/waiting' },
    ]);
  });

  it('reports each scroll milestone 25/50/75/100 once per page view', () => {
    const { analytics, events } = setup();
    analytics.pageView('/');
    analytics.scrolled(30);
    analytics.scrolled(80);
    analytics.scrolled(60);
    analytics.scrolled(100);
    expect(events.filter((e) => e.name === 'scroll_depth').map((e) => 'percent' in e && e.percent)).toEqual([
      25, 50, 75, 100,
    ]);
  });

  it('sends nothing when the visitor asks not to be tracked', () => {
    const { analytics, events, advance } = setup(true);
    analytics.pageView('/');
    analytics.scrolled(100);
    advance(10_000);
    analytics.track({ name: 'waiting_list_step', step: 'submitted' });
    analytics.leavePage();
    expect(events).toEqual([]);
  });

  it('reads Do Not Track and Global Privacy Control from the browser', () => {
    expect(browserAsksNotToTrack({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(
      browserAsksNotToTrack({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator),
    ).toBe(true);
    expect(browserAsksNotToTrack({ doNotTrack: '0' } as Navigator)).toBe(false);
  });
});
