import { importMarkdownTwins } from '@/lib/site/files';

// Every page of the current docs as Markdown in one file, written once at build time as out/llms-full.txt.
export const dynamic = 'force-static';

export async function GET() {
  const { siteLlmsFullTxt } = await importMarkdownTwins();
  return new Response(await siteLlmsFullTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
