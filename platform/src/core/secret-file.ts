// Secrets the platform makes for itself on first start (operator key, accounts key, payment
// gateway key): one file each in the data directory, mode 0600, written once. Two processes
// starting together both end up with the first one's secret ('wx' refuses to overwrite).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function readSecretFile(file: string): Promise<string | undefined> {
  try {
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The secret in `<dataDir>/<name>`, generated (`bytes` random bytes, base64url) when missing. */
export async function loadOrCreateSecretFile(dataDir: string, name: string, bytes = 32): Promise<string> {
  const file = path.join(dataDir, name);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  const secret = randomBytes(bytes).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readSecretFile(file)) ?? secret;
  }
}
