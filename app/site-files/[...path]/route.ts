import { siteFileParams, siteFileResponse } from '@/lib/site/files';

// A Docusaurus site's static/ files and the images guides name by their file. `next dev` reaches them through rewrites
// from their site paths (lib/site/content/site-file-rewrites.mjs); `npm run build` exports them here and its
// finishing step moves them to those paths (scripts/finish-export.ts).
export const dynamic = 'force-static';

type Props = { params: Promise<{ path: string[] }> };

export function generateStaticParams() {
  return siteFileParams();
}

export async function GET(_request: Request, { params }: Props) {
  return siteFileResponse((await params).path);
}
