import { importMarkdownTwins } from '@/lib/site/files';

// The llms.txt index of the docs (https://llmstxt.org), written once at build time as out/llms.txt.
export const dynamic = 'force-static';

export async function GET() {
  const { siteLlmsTxt } = await importMarkdownTwins();
  return new Response(await siteLlmsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
