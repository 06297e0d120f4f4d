import { getSite } from '@/lib/site/files';
import { notFoundPageEntries } from '@/lib/shared/not-found/pages';

// Every page's route and title, which the not-found page fetches to suggest the closest pages: as props they would
// be in the root layout's payload, which every page carries.
export const dynamic = 'force-static';

export async function GET() {
  const { versions } = await getSite();
  return Response.json(notFoundPageEntries(versions));
}
