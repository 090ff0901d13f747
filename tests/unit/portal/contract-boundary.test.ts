/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Design §1: what portal and platform share lives in contract/. The platform never imports the
// portal's lib/, app/ or components/; components take types from contract/ (or a domain module),
// never from lib/wps/; contract/ depends on nothing but zod and itself.

const root = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string, extensions: string[]): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => path.join(root, dir, file));
}

interface ImportStatement {
  specifier: string;
  /** At least one name in the statement is a type (`import type` or an inline `type X`). */
  hasTypes: boolean;
}

function importsOf(source: string): ImportStatement[] {
  const found: ImportStatement[] = [];
  for (const match of source.matchAll(/\b(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, typeKeyword, clause, specifier] = match;
    const names = clause.replace(/[{}]/g, '').split(',').map((name) => name.trim()).filter(Boolean);
    found.push({ specifier, hasTypes: Boolean(typeKeyword) || names.some((name) => name.startsWith('type ')) });
  }
  for (const match of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    found.push({ specifier: match[1], hasTypes: false });
  }
  for (const match of source.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier: match[1], hasTypes: false });
  }
  return found;
}

/** The repository folder a specifier points into (`lib`, `contract`, …), or null for a package. */
function targetFolder(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2).split('/')[0];
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(root, path.resolve(path.dirname(file), specifier));
  return target.split(path.sep)[0];
}

const relative = (file: string) => path.relative(root, file);

describe('contract boundary', () => {
  it('the platform imports nothing from the portal’s lib/, app/ or components/', () => {
    const files = sourceFiles('platform/src', ['.ts']);
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(({ specifier }) => ['lib', 'app', 'components'].includes(targetFolder(file, specifier) ?? ''))
        .map(({ specifier }) => `${relative(file)} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('the platform reaches contract/ by relative paths (tsx runs it without the @/ alias)', () => {
    const offending = sourceFiles('platform/src', ['.ts']).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(({ specifier }) => specifier.startsWith('@/'))
        .map(({ specifier }) => `${relative(file)} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('components take types from contract/, not from lib/wps/', () => {
    const files = sourceFiles('components', ['.ts', '.tsx']);
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(({ specifier, hasTypes }) => hasTypes && /^@\/lib\/wps(\/|$)/.test(specifier))
        .map(({ specifier }) => `${relative(file)} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  // Node's crypto too, for the one signature the portal and the back office make and the platform
  // checks (client-address-signing.ts): every program that reads contract/ runs on Node.
  it('contract/ imports only zod, node:crypto and its own files', () => {
    const files = sourceFiles('contract', ['.ts']);
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(({ specifier }) => specifier !== 'zod' && specifier !== 'node:crypto' && targetFolder(file, specifier) !== 'contract')
        .map(({ specifier }) => `${relative(file)} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('finds imports the way the checks above rely on', () => {
    const sample = [
      "import type { Game } from '@/lib/wps/games';",
      "import { gameList, type GamePage } from '@/lib/wps/games';",
      "import {\n  checkField,\n  PATTERNS,\n} from '../../../lib/validation/patterns';",
      "import 'server-only';",
      "const lazy = import('../../components/x');",
    ].join('\n');
    expect(importsOf(sample)).toEqual([
      { specifier: '@/lib/wps/games', hasTypes: true },
      { specifier: '@/lib/wps/games', hasTypes: true },
      { specifier: '../../../lib/validation/patterns', hasTypes: false },
      { specifier: 'server-only', hasTypes: false },
      { specifier: '../../components/x', hasTypes: false },
    ]);
    expect(targetFolder(path.join(root, 'platform/src/modules/accounts/rules/phone.ts'), '../../../lib/validation/patterns')).toBe('lib');
    expect(targetFolder(path.join(root, 'platform/src/modules/accounts/rules/phone.ts'), '../../../contract/validation-patterns')).toBe('contract');
    expect(targetFolder(path.join(root, 'platform/src/modules/accounts/rules/phone.ts'), '../db/client')).toBe('platform');
  });
});
