// Starting and stopping the two programs as child processes.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './local-env.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = new Set();

/** Runs a program of node_modules/.bin by name, or any program by its absolute path (in `cwd`, the repository unless said). */
export function run(name, args, env, { prefix, cwd = root } = {}) {
  const child = spawn(path.isAbsolute(name) ? name : bin(name), args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const tag = prefix ? `[${prefix}] ` : '';
  // LOG_DIR keeps each program's output in a file too (the browser tests grep it for secrets).
  const file = process.env.LOG_DIR && prefix ? logFile(prefix) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      file?.write(chunk);
      for (const line of chunk.split('\n')) if (line.trim()) process.stdout.write(`${tag}${line}\n`);
    });
  }
  child.on('exit', () => children.delete(child));
  return child;
}

function logFile(name) {
  mkdirSync(process.env.LOG_DIR, { recursive: true });
  return createWriteStream(path.join(process.env.LOG_DIR, `${name}.log`), { flags: 'a' });
}

/** Resolves once `url` answers (any HTTP status), or rejects after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function runToEnd(name, args, env, { cwd = root } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The children still running, with the program each runs (bench/capacity.mjs reads their CPU time). */
export function runningChildren() {
  return [...children].map((child) => ({ pid: child.pid, args: child.spawnargs.join(' ') }));
}

/** A process's descendants, from /proc (Linux); none elsewhere. */
function descendantsOf(pid) {
  let stats;
  try {
    stats = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map((name) => {
      try {
        // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return { pid: Number(name), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) };
      } catch {
        return null;
      }
    });
  } catch {
    return [];
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const entry of stats) {
      if (entry && entry.ppid === parent) {
        found.push(entry.pid);
        queue.push(entry.pid);
      }
    }
  }
  return found;
}

function sendSignal(pids, name) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Gone already.
    }
  }
}

/**
 * SIGTERM to every child and what it started (`next start` serves from a child process, `tsx`
 * runs the platform in one: a signal to the wrapper alone once left a server running); what is still
 * there 3 s later gets SIGKILL. Resolves when all are gone (a caller that exits at once has sent the
 * SIGTERM at least).
 */
export function stopAll() {
  const pids = [...children].flatMap((child) => [child.pid, ...descendantsOf(child.pid)]).filter(Boolean);
  sendSignal(pids, 'SIGTERM');
  const alive = () => pids.filter((pid) => existsSync(`/proc/${pid}`));
  return new Promise((resolve) => {
    const started = Date.now();
    const check = setInterval(() => {
      const left = alive();
      if (left.length > 0 && Date.now() - started < 3000) return;
      clearInterval(check);
      sendSignal(left, 'SIGKILL');
      resolve();
    }, 100);
  });
}

export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll();
      setTimeout(() => process.exit(0), 500).unref();
    });
  }
}
