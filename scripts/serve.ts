// Serves the exported site: `npm run serve -- [--dir out] [--port 3000] [--host 127.0.0.1] [--base /pr-42/]`.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { createStaticServer } from './server/server';

export function serve(options: { dir: string; port: number; host: string; base: string }) {
  const server = createStaticServer({ dir: resolve(options.dir), base: options.base });
  server.listen(options.port, options.host, () => {
    const base = options.base.endsWith('/') ? options.base : `${options.base}/`;
    console.log(`Serving ${options.dir} at http://${options.host}:${options.port}${base}`);
  });
  // Stopped by a signal (Ctrl+C, a test runner ending its web server), the process exits through its 'exit'
  // handlers, which remove the folder of compressed copies (server/compressed-copies.ts).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(0));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      base: { type: 'string', default: process.env.BASE_URL ?? '/' },
    },
  });
  serve({ dir: values.dir, port: Number(values.port), host: values.host, base: values.base });
}
