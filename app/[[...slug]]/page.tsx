import type { MDXProps } from 'mdx/types';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page/page-body';
import type { Guide } from '@/components/doc-content';
import { PageContent } from '@/components/page-content';
import { CrashHook } from '@/components/testing/crash-hook';
import { loadGuide, resolveLink, routeDataAt, getSite, type PageView } from '@/lib/site/pages';

type Props = { params: Promise<{ slug?: string[] }> };
export const dynamicParams = false;
export async function generateStaticParams() {
  const { versions } = await getSite();
  return versions
    .flatMap((v) => v.source.pages)
    .map((p) => ({ slug: p.route === '/' ? [] : p.route.slice(1).split('/') }));
}

/** The route data of the page at the route, in its version: everything the head and the body show. */
async function lookup(params: Props['params']) {
  const { slug = [] } = await params;
  return (await routeDataAt(`/${slug.map(decodeURIComponent).join('/')}`)) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return (await lookup(params)).metadata;
}

/**
 * A guide's compiled body (lib/site/mdx/guides.ts) and how its links resolve in its version; undefined for others. The
 * body loads where it renders, so the page around it does not wait for it.
 */
function guideOf(view: PageView): Guide | undefined {
  if (view.kind !== 'doc') return undefined;
  const { file, text, error, links } = view;
  async function GuideBody(props: MDXProps) {
    // `next dev`: a guide that did not parse fails here, on its own page, naming its file, line and column.
    if (error) throw error;
    return loadGuide(file, props.components ?? {}, text);
  }
  return { Content: GuideBody, resolveHref: (href) => resolveLink(href, links).url };
}

export default async function DocsRoute({ params }: Props) {
  const data = await lookup(params);
  return (
    <PageBody data={data}>
      <CrashHook />
      <PageContent view={data.view} guide={guideOf(data.view)} />
    </PageBody>
  );
}
