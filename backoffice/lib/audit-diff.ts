// What an audit record changed, field by field (issue #28 "object change history"): the platform
// records an object's whole compact state before and after a call; staff read the fields that
// differ, `path: before → after`, not two blobs of JSON. A creation lists what the new object holds,
// a removal what it held.

export interface FieldChange {
  /** Where in the object: `stock`, `limits.perDayMax`, `levels[3].upgradeReward`; '' for the whole value. */
  path: string;
  before?: string;
  after?: string;
}

export interface AuditDiff {
  kind: 'created' | 'removed' | 'changed' | 'unchanged';
  fields: FieldChange[];
}

/** Deeper than this, a value is shown whole (shortened). */
const MAX_DEPTH = 4;
const MAX_TEXT = 80;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';

/** One value as a short text: '∅' for none, a list of plain values joined, anything else as JSON. */
export function shortText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '∅';
  else if (typeof value === 'string') text = value === '' ? '""' : value;
  else if (Array.isArray(value) && value.every(isPrimitive)) text = `[${value.map((item) => (item === null ? '∅' : String(item))).join(', ')}]`;
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** The object's leaves by path; lists of plain values (permissions, tags) stay one leaf. */
function leaves(value: unknown, path = '', depth = 0, out = new Map<string, unknown>()): Map<string, unknown> {
  const nested = depth < MAX_DEPTH && (isRecord(value) ? Object.keys(value).length > 0 : Array.isArray(value) && value.length > 0 && !value.every(isPrimitive));
  if (!nested) {
    out.set(path, value);
    return out;
  }
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}[${index}]`, depth + 1, out));
  else for (const [name, item] of Object.entries(value as Record<string, unknown>)) leaves(item, path ? `${path}.${name}` : name, depth + 1, out);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditDiff(before: unknown, after: unknown): AuditDiff {
  const none = (value: unknown) => value === null || value === undefined;
  if (none(before) && none(after)) return { kind: 'unchanged', fields: [] };
  if (none(before)) return { kind: 'created', fields: [...leaves(after)].map(([path, value]) => ({ path, after: shortText(value) })) };
  if (none(after)) return { kind: 'removed', fields: [...leaves(before)].map(([path, value]) => ({ path, before: shortText(value) })) };
  const was = leaves(before);
  const now = leaves(after);
  const fields: FieldChange[] = [];
  for (const path of new Set([...was.keys(), ...now.keys()])) {
    if (same(was.get(path), now.get(path))) continue;
    fields.push({ path, before: shortText(was.get(path)), after: shortText(now.get(path)) });
  }
  return { kind: fields.length === 0 ? 'unchanged' : 'changed', fields };
}
