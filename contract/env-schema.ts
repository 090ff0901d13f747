// A program's environment variables, each declared once: how its text is read and checked (zod),
// what it is for and its default (docs/configuration.md is generated from that), and the one line a
// bad value stops the program with. Each program has its own table (lib/env.ts for the portal,
// platform/src/config.ts for the platform); this module is what they share. An empty value counts as
// unset, as `process.env.X || default` always did here.
import { z } from 'zod';

export interface EnvVariable<T> {
  /** Reads the text of a variable that is set (never empty). */
  readonly schema: z.ZodType<T, string>;
  /** The value when the variable is unset. */
  readonly fallback: T;
  /** For the docs: the kind of value ("port", "URL", "on | off"). */
  readonly kind: string;
  /** For the docs: the default as a reader needs to know it ('' when there is none). */
  readonly shownDefault: string;
  /** Completes "X must be …" in the error line. */
  readonly expected: string;
  readonly description: string;
  /** A secret's value is never repeated in an error line (only its length). */
  readonly secret?: boolean;
}

type AnyVariable = EnvVariable<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type EnvTable = Record<string, AnyVariable>;
export type EnvValues<V extends EnvTable> = { readonly [K in keyof V]: V[K] extends EnvVariable<infer T> ? T : never };
export type EnvSource = Record<string, string | undefined>;

/** A value the program cannot start with; the message is one line naming the variable. */
export class EnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'EnvError';
  }
}

/** A rule across variables (SMS_PROVIDER=http needs SMS_HTTP_URL): the variable to name and what is wrong. */
export interface EnvProblem {
  variable: string;
  problem: string;
}

export interface EnvDocRow {
  variable: string;
  kind: string;
  default: string;
  description: string;
}

export interface EnvSpec<V extends EnvTable> {
  readonly variables: V;
  /** The whole environment in one zod schema (empty values already taken out). */
  readonly schema: z.ZodType<EnvValues<V>>;
  /** Every variable read and checked at once; EnvError lists every bad one on one line. */
  parse(source: EnvSource): EnvValues<V>;
  /**
   * The values read lazily, one variable at a time, each parsed when first read and again only if
   * its text changed (tests change process.env; a program's environment does not change).
   */
  reader(source?: () => EnvSource): EnvValues<V>;
  docs(): EnvDocRow[];
}

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

function quoted(variable: AnyVariable, raw: string): string {
  return variable.secret ? `a value of ${raw.length} characters` : JSON.stringify(raw);
}

function fieldOf(variable: AnyVariable) {
  return z.preprocess(blankToUndefined, variable.schema.optional()).transform((value) => (value === undefined ? variable.fallback : value));
}

function problemOf(name: string, variable: AnyVariable, raw: string | undefined): string {
  return `${name} must be ${variable.expected}, got ${quoted(variable, raw ?? '')}`;
}

export function defineEnv<V extends EnvTable>(variables: V, rules: (values: EnvValues<V>) => EnvProblem[] = () => []): EnvSpec<V> {
  const names = Object.keys(variables);
  const schema = z
    .object(Object.fromEntries(names.map((name) => [name, fieldOf(variables[name])])))
    .superRefine((values, ctx) => {
      for (const { variable, problem } of rules(values as EnvValues<V>)) {
        ctx.addIssue({ code: 'custom', path: [variable], message: problem, params: { rule: true } });
      }
    }) as unknown as z.ZodType<EnvValues<V>>;

  const parse = (source: EnvSource): EnvValues<V> => {
    const input = Object.fromEntries(names.map((name) => [name, source[name]]));
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const problems = new Map<string, string>();
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]);
      if (problems.has(name)) continue;
      const rule = issue.code === 'custom' && (issue as { params?: { rule?: boolean } }).params?.rule;
      problems.set(name, rule ? `${name} ${issue.message}` : problemOf(name, variables[name], source[name]));
    }
    throw new EnvError(names.filter((name) => problems.has(name)).map((name) => problems.get(name)!));
  };

  const reader = (source: () => EnvSource = () => process.env): EnvValues<V> => {
    const read = new Map<string, { raw: string | undefined; value: unknown }>();
    const values = {};
    for (const name of names) {
      const field = fieldOf(variables[name]);
      Object.defineProperty(values, name, {
        enumerable: true,
        get() {
          const raw = source()[name];
          const known = read.get(name);
          if (known && known.raw === raw) return known.value;
          const result = field.safeParse(raw);
          if (!result.success) throw new EnvError([problemOf(name, variables[name], raw)]);
          read.set(name, { raw, value: result.data });
          return result.data;
        },
      });
    }
    return values as EnvValues<V>;
  };

  const docs = () =>
    names.map((name) => ({ variable: name, kind: variables[name].kind, default: variables[name].shownDefault, description: variables[name].description }));

  return { variables, schema, parse, reader, docs };
}

/** Runs `load`; a bad value ends the process at once with its one line on stderr (no stack), exit 1. */
export function loadOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
