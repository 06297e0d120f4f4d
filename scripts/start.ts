// `npm start`: builds the site when out/ is missing or stale, then serves it on http://127.0.0.1:3000
// (PORT, HOST and BASE_URL change that). When that build fails, out/ still holds the last good build
// (scripts/build.mjs), which is served with a warning; with no earlier build, it stops with the error.
import { spawnSync } from 'node:child_process';
import { afterFailedBuild, readStamp, staleReason } from './build-stamp';
import { serve } from './serve';

let base = process.env.BASE_URL || '/';
const reason = staleReason(process.cwd(), 'out', base);
if (reason) {
  console.log(`Building the site (${reason})…`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    const fallback = afterFailedBuild(readStamp('out'), base);
    if (!fallback.serve) {
      console.error(`\n${fallback.error}`);
      process.exit(result.status ?? 1);
    }
    console.warn(`\n${fallback.warning}\n`);
    base = fallback.base;
  }
}
serve({ dir: 'out', port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1', base });
