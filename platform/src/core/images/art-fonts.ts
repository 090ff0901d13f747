// Fonts for the generated art. librsvg (inside sharp) finds fonts through fontconfig, which reads its
// configuration once, when the first text is drawn. Before that, this module points fontconfig at a
// configuration that adds the fonts shipped in platform/fonts (Noto Sans Thai: no Thai font is
// installed on a plain Debian host) to the system's fonts (DejaVu: Latin, Cyrillic, Greek, Arabic).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLATFORM_DIR } from '../../config';

export const SHIPPED_FONTS_DIR = path.join(PLATFORM_DIR, 'fonts');
/** The families the art asks for, in order: the first that has a glyph draws it. */
export const ART_FONT_FAMILY = "'Noto Sans Thai', 'DejaVu Sans', 'Liberation Sans', sans-serif";

let configured = false;

/**
 * Sets FONTCONFIG_FILE (unless the host set one) before the first text is drawn. Idempotent.
 * fontconfig reads that variable from the environment itself, so it is read and set in process.env
 * here, not through the configuration (which documents it).
 */
export function configureArtFonts(): void {
  if (configured || process.env.FONTCONFIG_FILE) return;
  configured = true;
  const dir = path.join(tmpdir(), `platform-art-fonts-${process.getuid?.() ?? 0}`);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${xml(SHIPPED_FONTS_DIR)}</dir>`,
      `  <cachedir>${xml(path.join(dir, 'cache'))}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  process.env.FONTCONFIG_FILE = file;
}

configureArtFonts();
