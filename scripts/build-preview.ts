// `npm run build:preview` (.github/workflows/preview.yml): `npm run build` with BASE_URL set to the path the
// pull request's preview is served at; its variables are described in docs/deploy.md.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { previewBuild } from './preview-base';

let preview: ReturnType<typeof previewBuild>;
try {
  preview = previewBuild(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { location, buildEnv } = preview;
console.log(`Building the preview under ${location.basePath}${location.url ? ` (served at ${location.url})` : ''}`);
if (process.env.GITHUB_OUTPUT) {
  appendFileSync(
    process.env.GITHUB_OUTPUT,
    `base_path=${location.basePath}\n${location.url ? `url=${location.url}\n` : ''}`,
  );
}
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ...buildEnv } });
process.exit(result.status ?? 1);
