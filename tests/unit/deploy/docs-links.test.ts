/** @jest-environment node */
// The README and the pages under docs/ link to each other and into the code: every relative link
// (and image) must name a file or folder that exists, and the README stays short enough to read.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const README_MAX_LINES = 250;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Fenced code blocks and inline code are not links, even when they look like one. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Targets of `[text](target)` and `![alt](target)`, without an optional "title". */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]);
}

const isExternal = (target: string) => /^(https?:|mailto:)/i.test(target);

const documents = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

describe('documentation links', () => {
  it('finds the README and the docs pages', () => {
    expect(documents.length).toBeGreaterThan(1);
    for (const file of documents) expect(existsSync(file)).toBe(true);
  });

  it('reads links, images and titles, and skips code', () => {
    expect(linkTargets('see [a](docs/a.md#top), ![b](img/b.webp "B") and `[c](c.md)`\n```\n[d](d.md)\n```\n')).toEqual([
      'docs/a.md#top',
      'img/b.webp',
    ]);
  });

  it.each(documents.map((file) => [path.relative(ROOT, file), file]))('every relative link of %s resolves', (_name, file) => {
    const missing = linkTargets(readFileSync(file, 'utf8'))
      .filter((target) => !isExternal(target) && !target.startsWith('#'))
      .filter((target) => {
        const relative = decodeURIComponent(target.split('#')[0]);
        return !existsSync(path.resolve(path.dirname(file), relative));
      });
    expect(missing).toEqual([]);
  });

  it(`keeps README.md at ${README_MAX_LINES} lines or fewer`, () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
