// The kinds of environment variable both programs use (contract/env-schema.ts says how a table of
// them is read). Each takes its default, if it has one, and the line the docs show for it.
import { z } from 'zod';
import type { EnvVariable } from './env-schema';

interface Shown {
  /** The docs' default when the value itself does not say it ("generated into …"). */
  shown?: string;
}

function variable<T>(parts: Omit<EnvVariable<T>, 'shownDefault'> & { shownDefault?: string }): EnvVariable<T> {
  return { ...parts, shownDefault: parts.shownDefault ?? (parts.fallback === undefined ? '' : `\`${String(parts.fallback)}\``) };
}

const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

export function port(fallback: number, description: string): EnvVariable<number> {
  return variable({ schema: wholeNumber(0, 65535), fallback, kind: 'port', expected: 'a port number (0–65535)', description });
}

/** A whole number of at least `min` (1 unless said). */
export function integer(fallback: number, description: string, { min = 1, max = 1_000_000 } = {}): EnvVariable<number> {
  return variable({ schema: wholeNumber(min, max), fallback, kind: 'integer', expected: `a whole number from ${min} to ${max}`, description });
}

export function milliseconds(fallback: number, description: string): EnvVariable<number> {
  return variable({ schema: wholeNumber(1, 2 ** 31 - 1), fallback, kind: 'milliseconds', expected: 'a whole number of milliseconds (at least 1)', description });
}

type Scheme = 'http' | 'https' | 'redis' | 'rediss' | 'postgres' | 'postgresql';

/** A URL of one of `schemes`; with a host unless PostgreSQL's (a socket directory may be named in the query instead). */
function urlWith(schemes: readonly Scheme[]) {
  return z.string().refine((text) => {
    try {
      const url = new URL(text);
      const scheme = url.protocol.slice(0, -1) as Scheme;
      return schemes.includes(scheme) && (url.host !== '' || scheme.startsWith('postgres'));
    } catch {
      return false;
    }
  });
}

const schemeList = (schemes: readonly Scheme[]) => schemes.map((scheme) => `${scheme}://`).join(' or ');

/** An http(s) URL; trailing slashes are dropped (a base to append paths to). */
export function httpUrl(fallback: string, description: string, options?: Shown): EnvVariable<string>;
export function httpUrl(fallback: undefined, description: string, options?: Shown): EnvVariable<string | undefined>;
export function httpUrl(fallback: string | undefined, description: string, { shown }: Shown = {}): EnvVariable<string | undefined> {
  return variable({
    schema: urlWith(['http', 'https']).transform((text) => text.replace(/\/+$/, '')),
    fallback,
    kind: 'URL',
    expected: 'an http:// or https:// URL',
    description,
    shownDefault: shown,
  });
}

export function redisUrl(description: string, { shown }: Shown = {}): EnvVariable<string | undefined> {
  const schemes = ['redis', 'rediss'] as const;
  return variable({ schema: urlWith(schemes), fallback: undefined, kind: 'redis URL', expected: `a ${schemeList(schemes)} URL`, description, shownDefault: shown });
}

export function postgresUrl(description: string, { shown }: Shown = {}): EnvVariable<string | undefined> {
  const schemes = ['postgres', 'postgresql'] as const;
  return variable({ schema: urlWith(schemes), fallback: undefined, kind: 'PostgreSQL URL', expected: `a ${schemeList(schemes)} URL`, description, shownDefault: shown });
}

interface TextOptions extends Shown {
  /** What the text must match (default: at most 1000 characters, no control characters). */
  pattern?: RegExp;
  expected?: string;
  /** For the docs ("path", "host"); "text" unless said. */
  kind?: string;
}

/** Text: a prefix, a name, a path. */
export function text(fallback: string, description: string, options?: TextOptions): EnvVariable<string>;
export function text(fallback: undefined, description: string, options?: TextOptions): EnvVariable<string | undefined>;
export function text(
  fallback: string | undefined,
  description: string,
  { shown, pattern = /^[^\p{Cc}]{1,1000}$/u, expected = 'text of at most 1000 characters without control characters', kind = 'text' }: TextOptions = {},
): EnvVariable<string | undefined> {
  return variable({ schema: z.string().regex(pattern), fallback, kind, expected, description, shownDefault: shown });
}

/** A key or password: never shown in an error, at least `minLength` characters. */
export function secret(description: string, { shown, minLength = 1 }: Shown & { minLength?: number } = {}): EnvVariable<string | undefined> {
  return variable({
    schema: z.string().min(minLength).regex(/^[^\p{Cc}\s]+$/u),
    fallback: undefined,
    kind: 'secret',
    expected: minLength > 1 ? `at least ${minLength} characters without spaces` : 'text without spaces',
    description,
    shownDefault: shown,
    secret: true,
  });
}

export function oneOf<const T extends string>(values: readonly T[], fallback: T, description: string): EnvVariable<T>;
export function oneOf<const T extends string>(values: readonly T[], fallback: undefined, description: string, options?: Shown): EnvVariable<T | undefined>;
export function oneOf<const T extends string>(values: readonly T[], fallback: T | undefined, description: string, { shown }: Shown = {}): EnvVariable<T | undefined> {
  const list = values.join(', ');
  return variable({ schema: z.enum(values as [T, ...T[]]), fallback, kind: values.join(' | '), expected: `one of ${list}`, description, shownDefault: shown });
}

/** `on` or `off`, read as a boolean. */
export function onOff(fallback: boolean, description: string): EnvVariable<boolean> {
  return variable({ schema: z.enum(['on', 'off']).transform((value) => value === 'on'), fallback, kind: 'on | off', expected: 'on or off', description, shownDefault: fallback ? '`on`' : '`off`' });
}

/** `true` or `false`, read as a boolean. */
export function trueFalse(fallback: boolean, description: string): EnvVariable<boolean> {
  return variable({ schema: z.enum(['true', 'false']).transform((value) => value === 'true'), fallback, kind: 'true | false', expected: 'true or false', description });
}

/** A switch for tests only: `allow` turns it on, unset leaves it off. */
export function allow(description: string): EnvVariable<boolean> {
  return variable({ schema: z.literal('allow').transform(() => true), fallback: false, kind: 'allow', expected: 'allow (or unset)', description, shownDefault: 'unset (off)' });
}

/** Items separated by commas or spaces, each checked by `item`. */
export function list<T>(item: z.ZodType<T, string>, description: string, { expected, kind = 'list' }: { expected: string; kind?: string }): EnvVariable<T[]> {
  return variable({
    schema: z.string().transform((text) => text.split(/[\s,]+/).filter(Boolean)).pipe(z.array(item)),
    fallback: [],
    kind,
    expected,
    description,
    shownDefault: '',
  });
}

/** A value read by the program's own parser, which throws on a bad value. */
export function parsed<T>(read: (text: string) => T, fallback: T, description: string, { kind, expected, shown }: Shown & { kind: string; expected: string }): EnvVariable<T> {
  const schema = z.string().transform((textValue, ctx) => {
    try {
      return read(textValue);
    } catch {
      ctx.addIssue({ code: 'custom', message: expected, input: textValue });
      return z.NEVER;
    }
  });
  return variable({ schema, fallback, kind, expected, description, shownDefault: shown ?? '' });
}
