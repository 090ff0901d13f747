// Imported first by main.ts: tracing must patch node:http before Fastify loads it.
import { startTracing } from './tracing';

export const stopTracing = startTracing('platform');
