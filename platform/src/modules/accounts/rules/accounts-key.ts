// The accounts secret: keys the HMAC of verification codes and seals TOTP secrets. Given by
// ACCOUNTS_SECRET (required when several platform instances share one PostgreSQL), else generated
// once into <dataDir>/accounts.key.
import { createHmac } from 'node:crypto';
import { loadOrCreateSecretFile } from '../../../core/secret-file';

export interface AccountsKeys {
  codes: Buffer;
  totp: Buffer;
  /** Signs the local game vendor's launch tickets (modules/games/rules/launch-ticket.ts). */
  launchTickets: Buffer;
}

export function deriveAccountsKeys(secret: string): AccountsKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return { codes: derive('verification-codes'), totp: derive('totp-secrets'), launchTickets: derive('game-launch-tickets') };
}

export async function loadOrCreateAccountsKeys(dataDir: string, given?: string): Promise<AccountsKeys> {
  return deriveAccountsKeys(given || (await loadOrCreateSecretFile(dataDir, 'accounts.key')));
}
