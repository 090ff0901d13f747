import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs after every other suite: the passwords the journeys typed must appear in no log line of
 * any program, and no session token or one-time enrolment token may be logged either.
 */
const PASSWORDS = ['Demo@2026', 'Agent@2026', 'Play2026ok', 'Fresh2026ok', 'Phone2026ok', 'wrong-password', 'not-the-password', 'Journey@2026', 'Funds#2026', 'Owner desk 2026!', 'Finance desk 2026!'];

test('no password or token appears in the logs of the portal, the back office or the platform', () => {
  const dir = process.env.E2E_LOG_DIR ?? '';
  const files = readdirSync(dir).filter((name) => name.endsWith('.log'));
  expect(files.sort()).toEqual(['backoffice.log', 'platform.log', 'portal.log']);
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of PASSWORDS) expect(text, `${file} contains a password`).not.toContain(secret);
    expect(text, `${file} contains an Authorization header`).not.toMatch(/authorization"?\s*[:=]\s*"?[A-Za-z0-9_-]{43}/i);
    expect(text, `${file} contains a 6-digit code next to the word code`).not.toMatch(/code"?\s*[:=]\s*"?\d{6}\b/i);
    // Staff session tokens, machine keys and one-time enrolment tokens (issue #28).
    expect(text, `${file} contains a staff token`).not.toMatch(/\b(st|mk|en)_[A-Za-z0-9_-]{40,}/);
  }
});
