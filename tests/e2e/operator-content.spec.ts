import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { admin } from '../support/content-admin';
import { platformUrl } from '../support/platform-admin';

const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

// Each test first sets the state it starts from through the operator API: that also revalidates,
// so pages cached by an earlier run of the portal (ISR files in .next) cannot mask the change.

test('a banner turned off through the admin API is gone on the next page view, and back when on', async ({ request }) => {
  const banners = await admin<{ id: number; groupName: string; enabled: boolean }[]>('GET', '/banners');
  const target = banners.find((banner) => banner.groupName === 'w_home')!;
  await admin('POST', `/banners/${target.id}`, { enabled: true });
  // A cached view first, so the test proves revalidation rather than a cold render.
  expect(await (await request.get('/en')).text()).toContain(`data-banner-id="${target.id}"`);
  expect(await (await request.get('/en')).text()).toContain(`data-banner-id="${target.id}"`);
  await admin('POST', `/banners/${target.id}`, { enabled: false });
  expect(await (await request.get('/en')).text()).not.toContain(`data-banner-id="${target.id}"`);
  await admin('POST', `/banners/${target.id}`, { enabled: true });
  expect(await (await request.get('/en')).text()).toContain(`data-banner-id="${target.id}"`);
});

test('a new announcement through the admin API appears on the next view of the announcement list', async ({ page, request }) => {
  const bulletins = async () => JSON.stringify(await (await request.get('/api/announcements?lang=en')).json());
  expect(await bulletins()).not.toContain('Operator test bulletin');
  const created = await admin<{ id: number }>('POST', '/announcements', {
    type: 'B',
    title: { en: 'Operator test bulletin' },
    content: { en: '<p>Hello</p>' },
    sequence: 0,
  });
  expect(await bulletins()).toContain('Operator test bulletin');
  // Popups closed for this browser session, so only the announcement list opens.
  await page.addInitScript(() => sessionStorage.setItem('popups-closed', 'A,B,F'));
  await page.goto('/en');
  await page.getByTestId('open-announcements').click();
  await expect(page.getByRole('dialog').getByText('Operator test bulletin').first()).toBeVisible();
  await admin('POST', `/announcements/${created.id}`, { enabled: false });
  expect(await bulletins()).not.toContain('Operator test bulletin');
});

test('a flag switched off with the operator CLI hides its side-menu entry on the next page view', async ({ request }) => {
  const cli = (...args: string[]) =>
    run('node_modules/.bin/tsx', ['platform/src/ops/cli.ts', ...args], {
      env: { ...process.env, PLATFORM_URL: platformUrl, OPERATOR_KEY: process.env.E2E_OPERATOR_KEY },
    });
  await cli('flag', 'PTSYS3', 'on');
  expect(await (await request.get('/en/promotions')).text()).toContain('side-point-mall');
  expect((await cli('flag', 'PTSYS3', 'off')).stdout).toContain('flag PTSYS3 off');
  expect(await (await request.get('/en/promotions')).text()).not.toContain('side-point-mall');
  await cli('flag', 'PTSYS3', 'on');
  expect(await (await request.get('/en/promotions')).text()).toContain('side-point-mall');
});

test('a vendor switched off disappears from its category; its tab then shows the maintenance message', async ({ request, page }) => {
  await admin('POST', '/vendors/EVO', { enabled: true });
  expect(await (await request.get('/en/live')).text()).toContain('role="tab" aria-selected="false">Evolution<');
  await admin('POST', '/vendors/EVO', { enabled: false });
  try {
    const html = await (await request.get('/en/live')).text();
    // Neither in the game menu's vendor list nor among the category's vendor tabs.
    expect(html).not.toContain('?vassalage=EVO');
    expect(html).not.toContain('role="tab" aria-selected="false">Evolution<');
    await page.goto('/en/live?vassalage=EVO');
    await expect(page.getByRole('heading', { name: 'Game maintenance' })).toBeVisible();
  } finally {
    await admin('POST', '/vendors/EVO', { enabled: true });
  }
});

test('operator input errors are clear 4xx answers', async () => {
  await expect(admin('POST', '/banners', { groupName: 'w_nowhere', title: { en: 'x' } })).rejects.toThrow(/HTTP 400 validation_failed/);
  await expect(admin('POST', '/banners/999999', { enabled: false })).rejects.toThrow(/HTTP 404/);
  await expect(admin('POST', '/vendors/NOPE', { enabled: false })).rejects.toThrow(/HTTP 404/);
});
