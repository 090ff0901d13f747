// Who is asking: the IP (clientAddressOf: the portal's signed forwarding, else the socket) and device.
import type { FastifyRequest } from 'fastify';
import type { Client } from '../domain/accounts-deps';
import { clientAddressOf } from './client-address';

export function clientOf(request: FastifyRequest): Client {
  const device = typeof request.headers.device === 'string' ? request.headers.device.slice(0, 32) : 'web';
  return { ip: clientAddressOf(request), device };
}
