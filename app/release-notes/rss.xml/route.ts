import { releaseFeedResponse } from '@/lib/site/files';

// The RSS feed of the release notes of the version served at the root, written once at build time.
export const dynamic = 'force-static';

export const GET = () => releaseFeedResponse('rss');
