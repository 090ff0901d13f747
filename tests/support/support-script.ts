// How a test starts one of the scripts of tests/support as a process of its own: the file jest's
// global set-up compiled (tests/support/build-support-scripts.mjs), run by this Node.
import path from 'node:path';

const SUPPORT_DIST = path.resolve(__dirname, '../../platform/test-dist');

/**
 * Node's flags for the tests' platform processes, which live seconds: WebAssembly (PGlite's
 * PostgreSQL) compiled by V8's baseline compiler only. Optimising PostgreSQL's hot functions while a
 * platform opens its database cost about 1.2 s of CPU per start (3.3 s in all, 2.1 s without), more
 * than a test platform's queries ever win back: eight integration files took 85 s of CPU instead of
 * 100 s (three runs each). `npm start`, the benches and the browser journeys' platform keep V8's default.
 */
export const TEST_PROCESS_NODE_FLAGS = ['--liftoff-only'];

/** `[command, args]` for `spawn` / `execFile`: tests/support/<name>.ts with `args`. */
export function supportScript(name: string, ...args: string[]): [string, string[]] {
  return [process.execPath, [...TEST_PROCESS_NODE_FLAGS, path.join(SUPPORT_DIST, `${name}.js`), ...args]];
}
