// `npm start`: builds the site when out/ is missing or stale, then serves it on http://127.0.0.1:3000
// (PORT, HOST and BASE_URL change that).
import { spawnSync } from 'node:child_process';
import { staleReason } from './build-stamp';
import { serve } from './serve';

const baseUrl = process.env.BASE_URL || '/';
const reason = staleReason(process.cwd(), 'out', baseUrl);
if (reason) {
  console.log(`Building the site (${reason})…`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
serve({ dir: 'out', port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1', base: baseUrl });
