import { expect, test } from '@playwright/test';
import { setSystemStatus } from '../support/platform-admin';

test.afterEach(async () => setSystemStatus(0));

test('status 1 puts every page into maintenance within 10 s; 0 restores the site', async ({ page }) => {
  await setSystemStatus(1);
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ปิดปรับปรุงระบบ', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/en/member');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System maintenance');

  await setSystemStatus(0);
  await expect(async () => {
    await page.goto('/');
    await expect(page.locator('[data-game-code]').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('status 2 shows the region-blocked screen with the visitor IP', async ({ page }) => {
  await setSystemStatus(2);
  await expect(async () => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access restricted', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByText(/Your IP: \S+/)).toBeVisible();
});
