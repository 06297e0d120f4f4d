import { releaseFeedResponse } from '@/lib/site/files';

// The Atom feed of the release notes of the version served at the root, written once at build time.
export const dynamic = 'force-static';

export const GET = () => releaseFeedResponse('atom');
