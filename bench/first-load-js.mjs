// The home page's first-load JavaScript, gzipped: every `<script src>` of its HTML except legacy
// `noModule` polyfills (skipped by every browser that runs modules). Used by bench/lighthouse.mjs;
// run alone against a running portal: `node bench/first-load-js.mjs http://127.0.0.1:3000`.
import { gzipSync } from 'node:zlib';

export const JS_BUDGET_KB = 150;

/** `{ files, kb }` for the page at `base` + `page`. */
export async function firstLoadJs(base, page = '/') {
  const html = await (await fetch(new URL(page, base))).text();
  const tags = [...html.matchAll(/<script([^>]+)src="([^"]+\.js)"([^>]*)>/g)].filter((match) => !/noModule/i.test(match[1] + match[3]));
  const sources = [...new Set(tags.map((match) => match[2]))];
  let gzipped = 0;
  for (const source of sources) gzipped += gzipSync(Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer())).length;
  return { files: sources.length, kb: gzipped / 1024 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const { files, kb } = await firstLoadJs(base, process.argv[3] ?? '/');
  console.log(`first-load JS of ${process.argv[3] ?? '/'}: ${kb.toFixed(1)} KB gzipped in ${files} files (budget ${JS_BUDGET_KB} KB)`);
  process.exitCode = kb <= JS_BUDGET_KB ? 0 : 1;
}
