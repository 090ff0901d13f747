// Jest's global set-up: a folder for this run (TEST_RUN_DIR), where the seeded database templates
// are built on first use (tests/integration/platform/seeded-template.ts), and the platform's compiled
// build (platform/dist, as `npm start` and the container run it), which the integration tests start,
// and the support scripts they run as processes of their own (tests/support/build-support-scripts.mjs):
// built once here, so no test compiles the platform's sources again. The workers inherit both.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalSetup(): void {
  process.env.TEST_RUN_DIR = mkdtempSync(path.join(os.tmpdir(), 'jest-run-'));
  const root = path.resolve(__dirname, '../..');
  execFileSync(process.execPath, ['scripts/build-platform.mjs'], { cwd: root, stdio: 'pipe' });
  execFileSync(process.execPath, ['tests/support/build-support-scripts.mjs'], { cwd: root, stdio: 'pipe' });
  process.env.PLATFORM_BUILT = '1';
}
