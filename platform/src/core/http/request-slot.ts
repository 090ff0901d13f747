// Typed per-request storage for values a preHandler computes and a handler reads (session, body).
import type { FastifyRequest } from 'fastify';

export interface RequestSlot<T> {
  set(request: FastifyRequest, value: T): void;
  get(request: FastifyRequest): T;
}

export function requestSlot<T>(name: string): RequestSlot<T> {
  const values = new WeakMap<FastifyRequest, T>();
  return {
    set: (request, value) => void values.set(request, value),
    get: (request) => {
      if (!values.has(request)) throw new Error(`${name} read before its preHandler ran`);
      return values.get(request) as T;
    },
  };
}
