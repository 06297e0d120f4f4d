import { dirname, join, posix, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { siteAlias } from '../content/docusaurus-site';
import { assetUrl } from '../content/site-assets';

const STATIC_PREFIX = '@site/static/';
/** A URL with a scheme (`https:`, `data:`), protocol-relative, or a fragment. */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;
/** `require('./img.png').default` (or without `.default`) as the whole value of a JSX attribute. */
const REQUIRE = /^\s*require\(\s*(['"])([^'"]+)\1\s*\)(\.default)?\s*$/;

/**
 * The site path an image names, as Docusaurus serves it: `@site/static/x` is `/x` (static/ is served at the root), a
 * path relative to the guide (`./img.png`, `../assets/img.png`) or another `@site/…` file is copied under
 * /assets/images/ by its content (site-assets.ts). Site paths and external URLs stay; so does a file that does not
 * exist, for the link check to report at its place.
 */
export function imageUrl(url: string, fromFile: string): string {
  if (url.startsWith(STATIC_PREFIX)) return `/${url.slice(STATIC_PREFIX.length)}`;
  if (url.startsWith('/') || EXTERNAL.test(url)) return url;
  const path = decodeURI(url.split(/[?#]/, 1)[0]);
  const file = path.startsWith('@site/')
    ? join(siteAlias(), path.slice('@site/'.length))
    : resolve(dirname(fromFile), path);
  return assetUrl(file) ?? url;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * Calls `map` on every image URL of a tree and writes back what it returns: Markdown images, the `src` of JSX
 * `<img>`, and any JSX attribute written as `require('…')` (`<img src={require('@site/static/img/x.png').default} />`),
 * which becomes a plain string: MDX compiles no `require` (neither does the build-time render).
 */
function mapImages(tree: Root, map: (url: string) => string): void {
  visit(tree, (node) => {
    if (node.type === 'image') node.url = map(node.url);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') continue;
      const url = imageAttribute(attribute, node);
      if (url !== undefined) attribute.value = map(url);
    }
  });
}

/** The image an attribute names: `<img src="…">`, or `require('…')` in any attribute. */
function imageAttribute(attribute: MdxJsxAttribute, element: JsxElement): string | undefined {
  const { value } = attribute;
  if (typeof value === 'string') return element.name === 'img' && attribute.name === 'src' ? value : undefined;
  return (value && REQUIRE.exec(value.value)?.[2]) ?? undefined;
}

/**
 * Images of a guide resolved to the URLs the site serves them at. Run by both readers, so the link check
 * (remark-links.ts) sees the URL the page has.
 */
export function remarkImages() {
  return (tree: Root, file: VFile) => {
    const fromFile = resolve(process.cwd(), file.path || 'guide.mdx');
    mapImages(tree, (url) => imageUrl(url, fromFile));
  };
}

/** Rewrites a partial's relative images as seen from the file that imports it (`folder`: the partial's folder from there). */
export function rebaseImages(tree: Root, folder: string): void {
  if (!folder) return;
  mapImages(tree, (url) =>
    url.startsWith('/') || url.startsWith('@site/') || EXTERNAL.test(url) ? url : posix.join(folder, url),
  );
}

/** Each image of a tree with its place: `<img src>` at the attribute, for the link check. */
export function imagesOf(tree: Root): { url: string; line: number; column: number }[] {
  const images: { url: string; line: number; column: number }[] = [];
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') continue;
      const url = imageAttribute(attribute, node);
      const at = attribute.position?.start ?? node.position?.start;
      if (url !== undefined) images.push({ url, line: at?.line ?? 0, column: at?.column ?? 0 });
    }
  });
  return images;
}
