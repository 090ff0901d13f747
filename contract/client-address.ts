// The visitor's address as the portal forwards it to the platform: the address, a trusted CDN's
// country and an HMAC-SHA256 over them with a timestamp, keyed from the portal-platform shared secret
// (REVALIDATE_SECRET). The portal and the back office sign (client-address-signing.ts), the platform verifies
// (platform/src/core/http/client-address.ts) and believes nothing else: never a browser's X-Forwarded-For.

export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-portal-client-address-signature';
/** The visitor's country from a trusted CDN's header (two letters), covered by the same signature. */
export const CLIENT_COUNTRY_HEADER = 'x-portal-client-country';
/** A signed address older (or newer) than this is not believed: a captured pair stops working. */
export const CLIENT_ADDRESS_MAX_AGE_S = 60;
/** The signature header's form: `t=<unix seconds>,v=<hex HMAC>`. */
export const CLIENT_ADDRESS_SIGNATURE = /^t=(\d{1,12}),v=([0-9a-f]{64})$/;
export const COUNTRY_CODE = /^[A-Z]{2}$/;
/** The HMAC key is HMAC(secret, this label): the shared secret's other uses never sign the same text. */
export const CLIENT_ADDRESS_KEY_LABEL = 'client-address/v1';

/** The text the HMAC covers. */
export function clientAddressMessage(seconds: number, address: string, country: string): string {
  return `${seconds}.${address}.${country}`;
}
