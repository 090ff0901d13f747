// The platform's RSA public key as it travels (GET /wps/session/key/rsa): modulus and exponent in
// hex, the form the real platform's clients read. The platform writes it from its key pair; the
// portal and the tests' clients turn it back into a key to seal *encrypt* bodies with.
import { createPublicKey, type KeyObject } from 'node:crypto';

export interface RsaPublicKeyInfo {
  /** Hex of the modulus n. */
  modulus: string;
  /** Hex of the public exponent, "10001". */
  exponent: string;
}

/** The wire form of `key`'s public half. */
export function publicKeyInfo(key: KeyObject): RsaPublicKeyInfo {
  const jwk = key.export({ format: 'jwk' });
  if (!jwk.n || !jwk.e) throw new Error('Not an RSA key');
  return {
    modulus: Buffer.from(jwk.n, 'base64url').toString('hex'),
    exponent: BigInt(`0x${Buffer.from(jwk.e, 'base64url').toString('hex')}`).toString(16),
  };
}

/** A hex number as JWK writes it: base64url of its bytes, without leading zeros. */
function jwkNumber(hex: string): string {
  const digits = BigInt(`0x${hex}`).toString(16);
  return Buffer.from(digits.length % 2 ? `0${digits}` : digits, 'hex').toString('base64url');
}

/** The key the wire form names (hex in any case, with or without leading zeros). */
export function publicKeyObject(info: RsaPublicKeyInfo): KeyObject {
  return createPublicKey({ key: { kty: 'RSA', n: jwkNumber(info.modulus), e: jwkNumber(info.exponent) }, format: 'jwk' });
}
