// Jest's global set-up: a folder for this run (TEST_RUN_DIR), where the seeded database templates
// are built on first use (tests/integration/platform/seeded-template.ts). The workers inherit it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalSetup(): void {
  process.env.TEST_RUN_DIR = mkdtempSync(path.join(os.tmpdir(), 'jest-run-'));
}
