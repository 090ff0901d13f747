// How a test starts one of the scripts of tests/support as a process of its own: the file jest's
// global set-up compiled (tests/support/build-support-scripts.mjs), run by this Node.
import path from 'node:path';

const SUPPORT_DIST = path.resolve(__dirname, '../../platform/test-dist');

/** `[command, args]` for `spawn` / `execFile`: tests/support/<name>.ts with `args`. */
export function supportScript(name: string, ...args: string[]): [string, string[]] {
  return [process.execPath, [path.join(SUPPORT_DIST, `${name}.js`), ...args]];
}
