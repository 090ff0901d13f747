// The platform's RSA-2048 key pair, generated on first start and kept as <dataDir>/rsa-private.pem.
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The key's file in the platform's data directory. */
export const RSA_KEY_FILE = 'rsa-private.pem';

export async function loadOrCreateRsaKey(dataDir: string): Promise<KeyObject> {
  const file = path.join(dataDir, RSA_KEY_FILE);
  try {
    return createPrivateKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process created it meanwhile; then that key wins.
  try {
    await writeFile(file, privateKey.export({ type: 'pkcs1', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    return privateKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return createPrivateKey(await readFile(file, 'utf8'));
  }
}
