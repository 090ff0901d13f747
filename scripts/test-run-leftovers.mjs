// What a test run leaves behind: processes that still carry the run's marker variable in their
// environment (a platform, portal or nginx that a test did not stop). Linux only (/proc); elsewhere
// nothing is found.
import { readdirSync, readFileSync } from 'node:fs';

function read(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'latin1');
  } catch {
    return '';
  }
}

/** This process and its ancestors: they carry the marker too, and are not leftovers. */
function ownLine() {
  const line = new Set();
  for (let pid = process.pid; pid > 1 && !line.has(pid); ) {
    line.add(pid);
    pid = Number(/^PPid:\s+(\d+)/m.exec(read(pid, 'status'))?.[1] ?? 0);
  }
  return line;
}

/** Live processes started with `name=value` in their environment, but for `spare` (by command line). */
export function processesMarked(name, value, spare = /(?!)/) {
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number);
  } catch {
    return [];
  }
  const marker = `\0${name}=${value}\0`;
  const own = ownLine();
  return pids
    .filter((pid) => !own.has(pid) && `\0${read(pid, 'environ')}\0`.includes(marker))
    .map((pid) => ({ pid, command: read(pid, 'cmdline').split('\0').join(' ').trim().slice(0, 160) }))
    .filter(({ command }) => command && !spare.test(command));
}

/** Ends those processes (SIGKILL) and returns what they were, for the run to report. */
export function killMarked(name, value, spare) {
  const left = processesMarked(name, value, spare);
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  return left;
}
