// Text fields never carry control characters: a NUL byte breaks PostgreSQL text, and the others
// (escape, backspace, bidi-free C0/C1 codes) only serve to spoof logs and screens. Tab, line feed
// and carriage return stay allowed for multi-line text (messages, operator notes).
// Used by the BFF (every JSON body and query) and by the platform (every body and query).

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The path of the first string (or object key) with a control character, or null. */
export function controlCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path || '(value)' : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = controlCharacterPath(value[index], `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const found = controlCharacterPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}
