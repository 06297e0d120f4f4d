import { cpSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { precompress } from '../server/precompress';
import { createStaticServer } from '../server/server';

export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Serves a copy of a built folder on 127.0.0.1 (a free port) the way a static host does: brotli or
 * gzip for text files, long caching for hashed assets. Returns its origin and a stop function.
 * @param base  the base path the folder was built for
 */
export async function serve(
  dir: string,
  copyTo = 'bench/tmp/served',
  base = '/',
): Promise<{ origin: string; stop: () => Promise<void> }> {
  rmSync(copyTo, { recursive: true, force: true });
  cpSync(dir, copyTo, { recursive: true });
  precompress(copyTo);
  const server: Server = createStaticServer({ dir: resolve(copyTo), base });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, stop: () => new Promise((r) => server.close(() => r())) };
}
