// The running platform's pid file in its data directory (`platform.pid`: pid, host and URL), written
// when it listens and removed when it stops. The operator CLI reads it before opening the database
// itself: PGlite allows one process at a time, and a CLI beside a running platform (on a port the
// CLI did not try, or without its operator key) would otherwise open the same files.
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const PID_FILE = 'platform.pid';

export interface PidRecord {
  pid: number;
  host: string;
  url: string;
}

const pidPath = (dataDir: string) => path.join(dataDir, PID_FILE);

/** Records this process as the data directory's platform; the returned function removes the record (if still ours). */
export async function writePidFile(dataDir: string, url: string): Promise<() => Promise<void>> {
  const record: PidRecord = { pid: process.pid, host: os.hostname(), url };
  await writeFile(pidPath(dataDir), `${JSON.stringify(record)}\n`, { mode: 0o600 });
  return async () => {
    const current = await readPidFile(dataDir);
    if (current?.pid === process.pid && current.host === record.host) await rm(pidPath(dataDir), { force: true });
  };
}

async function readPidFile(dataDir: string): Promise<PidRecord | undefined> {
  let text: string;
  try {
    text = await readFile(pidPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const record = JSON.parse(text) as Partial<PidRecord>;
    if (typeof record.pid === 'number' && typeof record.host === 'string') return { pid: record.pid, host: record.host, url: String(record.url ?? '') };
  } catch {
    // unreadable: treated as a platform that may run (below)
  }
  return { pid: 0, host: '', url: '' };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The platform the pid file says runs on `dataDir`, or undefined when there is none: no file, or a
 * file left by a process of this machine that has ended. A file from another machine (a shared
 * directory), or one that cannot be read, counts as running: it cannot be checked from here.
 */
export async function runningPlatformOf(dataDir: string): Promise<PidRecord | undefined> {
  const record = await readPidFile(dataDir);
  if (!record) return undefined;
  if (record.host === os.hostname() && record.pid > 0 && !alive(record.pid)) return undefined;
  return record;
}
