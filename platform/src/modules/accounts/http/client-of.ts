// Who is asking: the IP (clientAddressOf: the portal's signed forwarding, else the socket), the kind
// of client (`Device` header, e.g. web), the page's language (`Language` header) and the browser's
// device id (contract/device-id.ts), of which only the SHA-256 goes on: a database or log never
// holds a value that would pass for the device.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DEVICE_ID, DEVICE_ID_HEADER } from '../../../../../contract/device-id';
import type { Client } from '../rules/accounts-deps';
import { clientAddressOf } from '../../../core/http/client-address';
import { requestLanguage } from '../../../core/localized';

export function clientOf(request: FastifyRequest): Client {
  const device = typeof request.headers.device === 'string' ? request.headers.device.slice(0, 32) : 'web';
  const deviceId = request.headers[DEVICE_ID_HEADER];
  const client: Client = { ip: clientAddressOf(request), device, language: requestLanguage(request.headers, undefined) };
  if (typeof deviceId === 'string' && DEVICE_ID.test(deviceId)) client.deviceHash = createHash('sha256').update(deviceId, 'utf8').digest('hex');
  return client;
}
