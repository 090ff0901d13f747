// A fontconfig file for a browser this project drives (screenshots, Lighthouse): the system's fonts
// plus the Noto Sans Thai shipped in platform/fonts. A plain Debian host has no Thai font, as a Thai
// reader's phone does: without one, every Thai line falls back glyph by glyph, which neither looks nor
// lays out as the page does for its readers. The platform's art uses the same fonts
// (platform/src/core/images/art-fonts.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './local-env.mjs';

/** `{ file, remove }`: the fontconfig file (in a fresh temp folder, with its font cache) and its clean-up. */
export function browserFonts() {
  const dir = mkdtempSync(path.join(tmpdir(), 'browser-fonts-'));
  const file = path.join(dir, 'fonts.conf');
  // A folder's name may hold `&` or `<`, which XML would read as markup.
  const xml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${xml(path.join(root, 'platform', 'fonts'))}</dir>`,
      `  <cachedir>${xml(path.join(dir, 'font-cache'))}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
