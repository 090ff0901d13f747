// Google authenticator (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) through otplib v13, and sealing of
// the secret at rest (AES-256-GCM with a key from the data directory).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Royal Bet';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(account: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: account, secret });
}

/** A code is accepted in the current 30 s step or one step either side (clock drift). */
export async function verifyTotp(secret: string, code: string, now = Date.now()): Promise<boolean> {
  const token = code.replace(/\s/g, '');
  if (!/^[0-9]{6}$/.test(token)) return false;
  try {
    const result = await verify({ secret, token, epoch: Math.floor(now / 1000), epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

/** For tests and tools: the code of `secret` at `now`. */
export function totpCode(secret: string, now = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(now / 1000) });
}

export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`;
}

export function openSecret(key: Buffer, sealed: string): string {
  if (!sealed.startsWith('v1:')) throw new Error('unknown sealed secret format');
  const bytes = Buffer.from(sealed.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
}
