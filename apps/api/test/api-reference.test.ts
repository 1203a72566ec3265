import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('API reference', () => {
  it('serves the contract as JSON at /api/v1/openapi.json', async () => {
    const answer = await fetch(`${t.url}/api/v1/openapi.json`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as {
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(document.paths)).toContain('/api-keys/exchange');
    expect(Object.keys(document.components.securitySchemes)).toEqual([
      'bearerAuth',
      'apiKey',
      'browserToken',
      'reviewToken',
    ]);
  });

  it('serves its reference page from this API alone, under a CSP, listing the operations', async () => {
    const page = await fetch(`${t.url}/api/v1/docs/`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const foreign: string[] = [];
      const refusals: string[] = [];
      tab.on('request', (request) => {
        if (!request.url().startsWith(t.url) && !request.url().startsWith('data:'))
          foreign.push(request.url());
      });
      tab.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
      });
      await tab.goto(`${t.url}/api/v1/docs`);
      await tab.getByText('Create an API key').first().waitFor({ timeout: 60_000 });
      for (const summary of ['Exchange an API key for a browser token', "List the project's posts, paged"])
        await expect(tab.getByText(summary).first().isVisible()).resolves.toBe(true);
      expect(foreign).toEqual([]);
      expect(refusals).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
