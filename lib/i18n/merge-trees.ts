// A message tree laid over another: what the server's message loading (./messages.ts) and the
// client's lazily loaded form and member-centre messages share. Its own module, so client code
// importing it does not take the server's loader, whose import map names every message file.

/**
 * One message: its ICU text, or in a Next build the array icu-minify compiles it to (next.config.ts
 * precompiles every message file).
 */
type Message = string | readonly unknown[];

export type Tree = { [key: string]: Message | Tree };

const isTree = (value: Message | Tree | undefined): value is Tree => typeof value === 'object' && !Array.isArray(value);

/** `override` laid over `base`, key by key (a translation over its English fallback). */
export function mergeTrees(base: Tree, override: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isTree(value) && isTree(current) ? mergeTrees(current, value) : value;
  }
  return merged;
}
