#!/usr/bin/env node
// Offline dependency audit (issue 15): `npm audit` needs an advisory service this build cannot
// reach, so CI checks every package of package-lock.json against a vendored snapshot of known
// advisories (security/advisories-snapshot.json; its date and scope are in its "about" field and in
// docs/edge-and-security.md). Exit code 1 when an installed version is inside an affected range.
//   npm run audit:offline [-- --lock path --snapshot path --json]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** [major, minor, patch, prerelease|null] of "1.2.3" or "16.0.0-beta.0"; null when unparseable. */
export function parseVersion(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(String(version).trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] ?? null] : null;
}

function comparePrerelease(a, b) {
  if (a === b) return 0;
  if (a === null) return 1; // a release sorts after its prereleases
  if (b === null) return -1;
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    if (left[i] === undefined) return -1;
    if (right[i] === undefined) return 1;
    const [x, y] = [left[i], right[i]];
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    const order = numeric ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

/** Semantic-version order of two version strings. */
export function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  if (!x || !y) throw new Error(`cannot compare versions ${a} and ${b}`);
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return Math.sign(x[i] - y[i]);
  return comparePrerelease(x[3], y[3]);
}

/** True when `version` lies in one of the OSV-style ranges (introduced inclusive, fixed exclusive). */
export function isAffected(version, ranges) {
  if (!parseVersion(version)) return false;
  return ranges.some(({ introduced = '0.0.0', fixed }) =>
    compareVersions(version, introduced) >= 0 && (fixed === undefined || compareVersions(version, fixed) < 0));
}

/** Every installed package (name → versions with their lockfile paths) of a lockfile v2/v3. */
export function installedPackages(lock) {
  const installed = new Map();
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location || !entry?.version) continue;
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!installed.has(name)) installed.set(name, []);
    installed.get(name).push({ version: entry.version, location });
  }
  return installed;
}

/** The findings: one per installed copy inside an advisory's range. */
export function audit(lock, snapshot) {
  const installed = installedPackages(lock);
  const findings = [];
  for (const advisory of snapshot.advisories) {
    for (const copy of installed.get(advisory.package) ?? []) {
      if (isAffected(copy.version, advisory.ranges)) findings.push({ ...copy, package: advisory.package, advisory });
    }
  }
  return findings;
}

function main(argv) {
  const option = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    return at === -1 ? fallback : argv[at + 1];
  };
  const lockPath = path.resolve(option('lock', path.join(root, 'package-lock.json')));
  const snapshotPath = path.resolve(option('snapshot', path.join(root, 'security/advisories-snapshot.json')));
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8'));
  const findings = audit(lock, snapshot);
  const packages = new Set(snapshot.advisories.map((advisory) => advisory.package));
  if (argv.includes('--json')) {
    console.log(JSON.stringify({ snapshotDate: snapshot.snapshotDate, findings }, null, 2));
  } else {
    console.log(`offline audit: ${installedPackages(lock).size} installed packages against ${snapshot.advisories.length} advisories for ${[...packages].join(', ')} (snapshot of ${snapshot.snapshotDate}; see docs/edge-and-security.md, "Dependency audit")`);
    for (const { package: name, version, location, advisory } of findings) {
      const fixed = advisory.ranges.map((range) => range.fixed).filter(Boolean).join(' / ');
      console.log(`  ${advisory.severity.toUpperCase()} ${name}@${version} (${location}): ${advisory.id} ${advisory.summary}; fixed in ${fixed}`);
    }
    console.log(findings.length ? `${findings.length} finding(s)` : 'no installed version is affected by an advisory of the snapshot');
  }
  return findings.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
