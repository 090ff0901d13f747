// Who is asking: the IP (X-Forwarded-For believed only from loopback, see server.ts) and device.
import type { FastifyRequest } from 'fastify';
import type { Client } from '../domain/accounts-deps';

export function clientOf(request: FastifyRequest): Client {
  const device = typeof request.headers.device === 'string' ? request.headers.device.slice(0, 32) : 'web';
  return { ip: request.ip, device };
}
