import { siteFileResponse } from '@/lib/site/files';

// `next dev` only (next.config.mjs adds `dev.ts` to pageExtensions there): a Docusaurus site's static/ files and the
// images guides name by their file, reached through rewrites from their site paths (site-file-rewrites.mjs). The export
// has them as files (scripts/finish-export.ts), so `next build` has no such route.
type Props = { params: Promise<{ path: string[] }> };

export async function GET(_request: Request, { params }: Props) {
  return siteFileResponse((await params).path);
}
