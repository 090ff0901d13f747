// A staff member in the back office's browser tests: enrolling from the CLI's link, and the texts of
// the back office's messages filled in as the pages show them.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import en from '../../backoffice/messages/en.json';
import th from '../../backoffice/messages/th.json';
import { totp } from './totp';

export type BackofficeMessages = typeof en;

/** The back office's two languages, as its journeys run them (each journey picks one: tests/support/locales.ts). */
export const BACKOFFICE_LOCALES = [
  { name: 'th', browserLocale: 'th-TH', m: th as BackofficeMessages },
  { name: 'en', browserLocale: 'en-US', m: en },
] as const;

/** A message with its `{name}` values filled in (the simple ICU arguments the tests read). */
export const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** Axe's serious and critical findings on the page, as lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

/** Opens the enrolment link, reads the authenticator secret, sets the password: the staff member is signed in. */
export async function enrolFromLink(page: Page, m: BackofficeMessages, link: string, password: string): Promise<string> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: m.enrol.title })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  await page.getByLabel(fill(m.enrol.password, { min: 12 }), { exact: true }).fill(password);
  await page.getByLabel(m.enrol.confirm, { exact: true }).fill(password);
  await page.getByLabel(m.enrol.code, { exact: true }).fill(totp(secret));
  await page.getByRole('button', { name: m.enrol.submit }).click();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  return secret;
}
