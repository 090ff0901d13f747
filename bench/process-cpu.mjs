// CPU time of a process and everything it started, from /proc (Linux): user + system, in ms.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);

/** CPU ms used so far by `root` and all its descendants. */
export function treeCpuMs(root) {
  const parents = new Map();
  const cpu = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  for (const [pid, ms] of cpu) {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) {
      if (p === root) {
        total += ms;
        break;
      }
    }
  }
  return total;
}

/** The parent of `pid` (a PostgreSQL backend's is the server that started every backend). */
export function parentOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
