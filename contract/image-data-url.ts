// An uploaded image as a data URL (`data:image/<type>;base64,<data>`), split into its declared type
// and its bytes without running a backtracking regex over the data: V8 keeps one backtrack entry
// per character of `[A-Za-z0-9+/]+`, and a 5 MB image overflowed its stack (a RangeError, not the
// upload's refusal). The header is matched alone; the data is checked by one character search.

/** The declared type (one of `types`) and the base64 data, or undefined when it is not such a data URL. */
export function splitImageDataUrl(value: string, types: readonly string[]): { type: string; data: string } | undefined {
  const text = value.trim();
  const comma = text.indexOf(',');
  if (comma < 0 || comma > 40) return undefined;
  const header = /^data:image\/([a-z]+);base64$/.exec(text.slice(0, comma));
  if (!header || !types.includes(header[1])) return undefined;
  const data = text.slice(comma + 1);
  const padding = data.indexOf('=');
  // Base64 letters only, with at most two '=' at the very end.
  if (data.length === 0 || /[^A-Za-z0-9+/=]/.test(data)) return undefined;
  if (padding >= 0 && (padding < data.length - 2 || /[^=]/.test(data.slice(padding)))) return undefined;
  return { type: header[1], data };
}
