// The build of a pull-request preview (`npm run build:preview`, run by .github/workflows/preview.yml):
// `npm run build` with BASE_URL set to the path the preview is served at.
//
//   PR_NUMBER=42                                                → /pr-42/ (any host that serves out/ under /pr-42/)
//   PR_NUMBER=42 PREVIEW_SITE_URL=https://owner.github.io/repo  → /repo/pr-42/, SITE_URL=https://owner.github.io
//   PR_NUMBER=42 PREVIEW_REPOSITORY=owner/repo                  → the same, from the repository's default Pages URL
//
// PREVIEW_SITE_URL is the URL the root of the pages branch is served at (the workflow passes the Pages site's
// URL or the PREVIEW_SITE_URL variable). In GitHub Actions (GITHUB_OUTPUT set) the step gets the outputs
// `base_path` and, when the site URL is known, `url` (the preview's address, for the pull-request comment).
// scripts/build-for-e2e.ts runs this same script with PR_NUMBER=42 only, for the /pr-42/ e2e tests.
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
