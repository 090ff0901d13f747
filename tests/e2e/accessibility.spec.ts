import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

test.beforeEach(async ({ page }) => {
  // axe walks every node of a full page in the browser: on two busy cores that alone can take most of a minute.
  test.slow();
  // Popups stay closed for the session: the pages are checked on their own.
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B'));
});

for (const path of ['/', '/en/live', '/en/help']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation in the login modal', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the light theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/en/rng');
  await expect(page.locator('h1')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
