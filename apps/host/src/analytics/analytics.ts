/** Something the product wants to count. Names are stable: dashboards depend on them. */
export type AnalyticsEvent =
  | { name: 'page_view'; path: string }
  | { name: 'time_on_page'; path: string; seconds: number }
  | { name: 'scroll_depth'; path: string; percent: (typeof SCROLL_MILESTONES)[number] }
  | { name: 'waiting_list_step'; step: 'opened' | 'submitted' | 'succeeded' | 'duplicate' }
  | { name: 'cta_click'; target: string; path: string };

/** Where events go: a provider's SDK, the console in development, or nowhere. */
export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

/** Time on a page is reported only when it passed this (account spec, section 9). */
export const MIN_TIME_ON_PAGE_MS = 5000;
/** Scroll depths reported once per page view (account spec, section 9). */
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;

export const consoleSink: AnalyticsSink = {
  send: (event) => console.info('[analytics]', event),
};

export interface AnalyticsOptions {
  sink: AnalyticsSink;
  /** The visitor asked not to be tracked (navigator.doNotTrack / globalPrivacyControl). */
  doNotTrack?: boolean;
  now?: () => number;
}

/** Page views, time on page above 5 s, scroll depth milestones and product events, through one sink. */
export function createAnalytics({ sink, doNotTrack = false, now = () => Date.now() }: AnalyticsOptions) {
  let page: { path: string; since: number; reached: Set<number> } | null = null;
  const send = (event: AnalyticsEvent) => {
    if (!doNotTrack) sink.send(event);
  };
  const leavePage = () => {
    if (!page) return;
    const elapsed = now() - page.since;
    if (elapsed > MIN_TIME_ON_PAGE_MS) {
      send({ name: 'time_on_page', path: page.path, seconds: Math.round(elapsed / 1000) });
    }
    page = null;
  };
  return {
    pageView(path: string) {
      if (page?.path === path) return;
      leavePage();
      page = { path, since: now(), reached: new Set() };
      send({ name: 'page_view', path });
    },
    /** Report how far down the page the visitor has seen, 0–100. */
    scrolled(percent: number) {
      if (!page) return;
      for (const milestone of SCROLL_MILESTONES) {
        if (percent >= milestone && !page.reached.has(milestone)) {
          page.reached.add(milestone);
          send({ name: 'scroll_depth', path: page.path, percent: milestone });
        }
      }
    },
    track(event: Exclude<AnalyticsEvent, { name: 'page_view' | 'time_on_page' | 'scroll_depth' }>) {
      send(event);
    },
    leavePage,
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** Whether the browser carries a do-not-track or global-privacy-control signal. */
export function browserAsksNotToTrack(nav: Navigator | undefined = globalThis.navigator): boolean {
  if (!nav) return false;
  const gpc = (nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  return nav.doNotTrack === '1' || gpc === true;
}
