// The accounts secret: keys the HMAC of verification codes and seals TOTP secrets. Given by
// ACCOUNTS_SECRET (required when several platform instances share one PostgreSQL), else generated
// once into <dataDir>/accounts.key.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface AccountsKeys {
  codes: Buffer;
  totp: Buffer;
  /** Signs the local game vendor's launch tickets (domain/launch-ticket.ts). */
  launchTickets: Buffer;
}

export function deriveAccountsKeys(secret: string): AccountsKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return { codes: derive('verification-codes'), totp: derive('totp-secrets'), launchTickets: derive('game-launch-tickets') };
}

export async function loadOrCreateAccountsKeys(dataDir: string, given?: string): Promise<AccountsKeys> {
  if (given) return deriveAccountsKeys(given);
  const file = path.join(dataDir, 'accounts.key');
  const read = async () => {
    try {
      return (await readFile(file, 'utf8')).trim() || undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const existing = await read();
  if (existing) return deriveAccountsKeys(existing);
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return deriveAccountsKeys(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return deriveAccountsKeys((await read()) ?? secret);
  }
}
