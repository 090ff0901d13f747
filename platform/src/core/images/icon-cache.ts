// Generated pictures (game tiles, vendor wordmarks, content images, points-mall items), rendered once
// and kept on disk under <dataDir>/icons/v3 (v3: the art with names and offers, the vendor pill top
// centre; older files are ignored). Each module serves its own pictures through this one cache.
// Public images: no Merchant header needed, cacheable for a day by browsers and CDNs.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { errors } from '../http/envelope';

/**
 * The picture kept at `<dataDir>/icons/v3/<kind>/<fileName>`, drawn by `draw` the first time (none
 * drawn: 404); written under a temporary name first, so a reader never sees half a file.
 */
export async function cachedPng(dataDir: string, kind: string, fileName: string, draw: () => Promise<Buffer | undefined>): Promise<Buffer> {
  const file = path.join(dataDir, 'icons', 'v3', kind, fileName);
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const png = await draw();
  if (!png) throw errors.notFound('Unknown icon');
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, png);
  await rename(temporary, file);
  return png;
}

/** Answers with a cached picture: public, for a day, never changing at its address. */
export function sendPng(png: Buffer, reply: FastifyReply): Buffer {
  reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400, immutable');
  return png;
}
