import { expect, test } from '../fixtures';
import { appUrl } from '../ports';

test('designers open the components’ Storybook on the console’s server, without a checkout', async ({
  page,
}) => {
  // The console keeps its strict policy; the Storybook gets its own, which lets its preview be framed.
  const console = await fetch(`${appUrl}/`);
  expect(console.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const storybook = await fetch(`${appUrl}/storybook/`);
  expect(storybook.status).toBe(200);
  expect(storybook.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");

  // A story opens in the manager and renders in its preview frame (a CSP refusal fails the journey).
  await page.goto('/storybook/?path=/story/primitives-button--primary');
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Button', exact: true, expanded: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search for components' })).toBeVisible();
});
