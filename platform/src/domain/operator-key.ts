// The operator key guarding /admin: given by OPERATOR_KEY, else generated once into <dataDir>/operator.key.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function operatorKeyFile(dataDir: string): string {
  return path.join(dataDir, 'operator.key');
}

export async function readOperatorKey(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(operatorKeyFile(dataDir), 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function loadOrCreateOperatorKey(dataDir: string): Promise<string> {
  const existing = await readOperatorKey(dataDir);
  if (existing) return existing;
  const key = randomBytes(24).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(operatorKeyFile(dataDir), `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readOperatorKey(dataDir)) ?? key;
  }
}
