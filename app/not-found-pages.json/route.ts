import { getSite } from '@/lib/build/source';
import { notFoundPageEntries } from '@/lib/shared/not-found/pages';

// Written once at build time as out/not-found-pages.json: every page's route and title, which the not-found
// page fetches to suggest the closest pages. Fetched rather than passed as props: the not-found page is part
// of the root layout, whose payload every page carries.
export const dynamic = 'force-static';

export async function GET() {
  const { versions } = await getSite();
  return Response.json(notFoundPageEntries(versions));
}
