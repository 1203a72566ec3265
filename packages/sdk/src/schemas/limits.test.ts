import { describe, expect, it } from 'vitest';
import { canUseAi, LIMITS } from './limits.js';

describe('canUseAi', () => {
  it('enables AI only for a caption longer than 5 characters', () => {
    expect(canUseAi('')).toBe(false);
    expect(canUseAi('12345')).toBe(false);
    expect(canUseAi('123456')).toBe(true);
  });

  it('does not count surrounding spaces', () => {
    expect(canUseAi('  abc   ')).toBe(false);
  });
});

describe('LIMITS', () => {
  it('carries the specification constants', () => {
    expect(LIMITS).toMatchObject({
      codeLength: 6,
      passwordMinLength: 8,
      passwordMaxLength: 64,
      maxImages: 15,
      postsPageSize: 15,
      dashboardPostsPageSize: 5,
      infiniteScrollThreshold: 0.9,
      infiniteScrollThrottleMs: 150,
      toastDurationMs: 5000,
      defaultMaxProjects: 5,
      downloadExpiryMinutes: 60,
      calendarDays: 7,
      authCookieName: 'postify-auth-token',
      authCookieDays: 7,
      projectIdStorageKey: 'currentProjectId',
    });
  });
});
