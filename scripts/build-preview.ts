// The build of a pull-request preview (`npm run build:preview`, run by .github/workflows/preview.yml):
// `npm run build` with BASE_URL=/pr-<PR_NUMBER>/, so out/ can be published under /pr-<n>/ of a static
// host. scripts/build-for-e2e.ts runs this same script with PR_NUMBER=42 for the /pr-42/ e2e tests.
import { spawnSync } from 'node:child_process';
import { previewBasePath } from './preview-base';

let base: string;
try {
  base = previewBasePath(process.env.PR_NUMBER);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
console.log(`Building the preview under ${base}`);
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, BASE_URL: base } });
process.exit(result.status ?? 1);
