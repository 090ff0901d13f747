// Calls to a test platform "from" a visitor's address: the portal's signed forwarding
// (contract/client-address), with the secret startPlatform gives every test platform.
import { signClientAddress } from '../../contract/client-address-signing';

export const TEST_FORWARDING_SECRET = 'test-forwarding-secret-0123456789abcdef';

/** Sets the signed client-address headers for `ip` on `headers`. */
export function forwardAs(headers: Headers, ip: string, secret = TEST_FORWARDING_SECRET): Headers {
  for (const [name, value] of Object.entries(signClientAddress(ip, secret))) headers.set(name, value);
  return headers;
}
