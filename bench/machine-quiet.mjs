// Waits until this machine's CPUs are quiet (Linux /proc/stat): a freshly started platform seeds and
// schedules its jobs for a while, and a measurement taken meanwhile measures that work too.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total jiffies of all CPUs so far. */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3] + fields[4]; // idle + iowait
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** The share of CPU time spent busy over the next `ms`. */
async function busyShare(ms) {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}

/**
 * Resolves once a 3-second window finds the CPUs at most `threshold` busy, or after `timeoutMs`;
 * returns the last window's busy share (the caller reports it: a busy machine's figures say so).
 */
export async function untilQuiet({ threshold = 0.15, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let share = await busyShare(3000);
  while (share > threshold && Date.now() < deadline) share = await busyShare(3000);
  return share;
}
