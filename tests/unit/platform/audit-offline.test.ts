/** @jest-environment node */
// The offline dependency audit (scripts/audit-offline.mjs): flags an installed version inside an
// advisory's range (node-forge 1.3.1 and a nested copy), passes patched versions, and passes the
// project's own lockfile against the vendored snapshot.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(process.cwd(), 'scripts/audit-offline.mjs');

function runAudit(lock?: object): { code: number; out: string } {
  const args = [script, '--json'];
  if (lock) {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'audit-')), 'package-lock.json');
    writeFileSync(file, JSON.stringify(lock));
    args.push('--lock', file);
  }
  try {
    return { code: 0, out: execFileSync(process.execPath, args, { encoding: 'utf8' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, out: failed.stdout };
  }
}

const lockOf = (packages: Record<string, string>) => ({
  lockfileVersion: 3,
  packages: { '': { name: 'x' }, ...Object.fromEntries(Object.entries(packages).map(([location, version]) => [location, { version }])) },
});

describe('offline dependency audit', () => {
  it('flags node-forge 1.3.1 (several advisories) and a vulnerable nested copy, and exits 1', () => {
    const { code, out } = runAudit(lockOf({ 'node_modules/node-forge': '1.3.1', 'node_modules/a/node_modules/next': '16.2.4', 'node_modules/fastify': '5.12.8' }));
    expect(code).toBe(1);
    const ids = JSON.parse(out).findings.map((finding: { advisory: { id: string }; location: string }) => `${finding.location}:${finding.advisory.id}`);
    expect(ids).toEqual(expect.arrayContaining(['node_modules/node-forge:GHSA-5gfm-wpxj-wjgq', 'node_modules/node-forge:GHSA-q67f-28xg-22rw', 'node_modules/a/node_modules/next:GHSA-p293-qw3h-jr36']));
    expect(ids.some((id: string) => id.startsWith('node_modules/fastify:'))).toBe(false);
  });

  it('passes patched versions and prereleases after the fix', () => {
    expect(runAudit(lockOf({ 'node_modules/node-forge': '1.4.0', 'node_modules/next': '16.3.3', 'node_modules/fastify': '5.8.3' })).code).toBe(0);
    expect(runAudit(lockOf({ 'node_modules/next': '16.0.0-beta.0' })).code).toBe(1);
  });

  it('passes the project lockfile against the vendored snapshot', () => {
    const { code, out } = runAudit();
    expect(JSON.parse(out).findings).toEqual([]);
    expect(code).toBe(0);
  });
});
