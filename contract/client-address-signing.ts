// Signing a client's address for the platform (contract/client-address.ts): the portal forwards its
// visitor's, the back office its staff member's. Server code only (node:crypto); no server-only
// marker: tests sign with it too.
import { createHmac } from 'node:crypto';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_KEY_LABEL,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  CLIENT_COUNTRY_HEADER,
  clientAddressMessage,
  COUNTRY_CODE,
} from './client-address';

/** The headers that carry the visitor's `address` (and a CDN's country) to the platform, signed. */
export function signClientAddress(address: string, secret: string, nowMs = Date.now(), country?: string): Record<string, string> {
  const seconds = Math.floor(nowMs / 1000);
  const place = country && COUNTRY_CODE.test(country) ? country : '';
  const key = createHmac('sha256', secret).update(CLIENT_ADDRESS_KEY_LABEL).digest();
  const mac = createHmac('sha256', key).update(clientAddressMessage(seconds, address, place)).digest('hex');
  return {
    [CLIENT_ADDRESS_HEADER]: address,
    ...(place ? { [CLIENT_COUNTRY_HEADER]: place } : {}),
    [CLIENT_ADDRESS_SIGNATURE_HEADER]: `t=${seconds},v=${mac}`,
  };
}
