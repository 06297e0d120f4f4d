import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { h, s } from 'hastscript';
import { admonitionOf } from '@/lib/shared/admonitions';
import { copyButtonAttributes } from '@/lib/shared/controls';
import { applyTrailingSlash, externalHref, withBase } from '@/lib/shared/paths';
import type { RenderedText } from '@/lib/site/types';
import { ADMONITION_ICONS, ICON_SVG } from '@/components/mdx/admonition-icons';

// An API description as HTML (a schema view is one HTML string: ./schema-html.ts says why), drawn as the guides'
// components draw the same Markdown (components/mdx/components.tsx): links, code blocks with their copy button,
// hyphenated inline code, headings with their link, scrollable tables and GitHub alerts as admonitions.

/** A GitHub alert as remark-github-alerts leaves it in the tree. */
interface JsxElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
}

const text = (node: { children: readonly unknown[] }): string | undefined => {
  const [only] = node.children as { type: string; value?: string }[];
  return node.children.length === 1 && only.type === 'text' ? only.value : undefined;
};

type Links = RenderedText['links'];

/**
 * A site path as next/link writes it (the guides' links): the trailing slash added or removed as the site says, except
 * on a file's path, then the base URL before it. A relative path is left as it is, as next/link leaves it.
 */
export function siteHref(href: string, { baseUrl, trailingSlash }: Links): string {
  if (!href.startsWith('/')) return href;
  const file = /\.[^/]+$/.test(href.replace(/[?#].*$/, ''));
  return withBase(baseUrl, file ? href : applyTrailingSlash(href, trailingSlash));
}

function link(node: Element, children: ElementContent[], links: Links): Element {
  const href = typeof node.properties.href === 'string' ? node.properties.href : '';
  const { external, web } = externalHref(href);
  if (external) {
    return h('a', { ...node.properties, ...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {}) }, children);
  }
  return h('a', { ...node.properties, href: href.startsWith('#') ? href : siteHref(href, links) }, children);
}

/** The copy button of components/mdx/code-block.tsx, served by the page's inline button script. */
export const copyButton = (): Element =>
  h('button', { type: 'button', className: ['copy-button'], ...copyButtonAttributes('code') });

function codeBlock({ properties }: Element, children: ElementContent[]): Element {
  const { dataTitle, dataLanguage, ...pre } = properties as Properties & { dataTitle?: string };
  return h('div.code-block', [
    dataTitle ? h('div.code-block__title', String(dataTitle)) : null,
    h('div.code-block__body', [h('pre', { ...pre, dataLanguage, tabIndex: 0 }, children), copyButton()]),
  ]);
}

/** Each hyphenated word on one line (components/mdx/inline-code.tsx says why). */
function inlineCode(node: Element, children: ElementContent[]): Element {
  const only = text(node);
  if (only === undefined || !only.includes('-')) return h('code', node.properties, children);
  return h(
    'code',
    node.properties,
    only.split(/(\s+)/).map((part) => (part.includes('-') ? h('span.code-word', part) : { type: 'text', value: part })),
  );
}

function heading(node: Element, children: ElementContent[]): Element {
  const id = node.properties.id;
  if (typeof id !== 'string' || !id) return h(node.tagName, children);
  const label = `Direct link to ${text(node) ?? id}`;
  return h(node.tagName, { id, className: ['anchor'] }, [
    ...children,
    h('a.hash-link', { href: `#${id}`, ariaLabel: label, title: label }, '\u200B'),
  ]);
}

function admonition(node: JsxElement, children: ElementContent[]): Element {
  const attribute = (name: string) => node.attributes.find((a) => a.name === name)?.value;
  const { style, label } = admonitionOf(String(attribute('type') ?? 'note'));
  const title = attribute('title');
  return h(
    'div',
    {
      className: ['admonition', `admonition--${style}`],
      role: style === 'danger' || style === 'warning' ? 'note' : undefined,
    },
    [
      h('div.admonition__heading', [
        h('span.admonition__icon', { ariaHidden: 'true' }, [
          s(
            'svg',
            ICON_SVG,
            (ADMONITION_ICONS[style] ?? []).map(([tag, attributes]) => s(tag, attributes)),
          ),
        ]),
        typeof title === 'string' ? title : label,
      ]),
      h('div.admonition__content', children),
    ],
  );
}

function present(node: RootContent | Root, links: Links): ElementContent[] {
  if (node.type === 'text') return [node];
  // Shiki leaves each highlighted block as a fragment of its own.
  if (node.type === 'root') return node.children.flatMap((c) => present(c, links));
  if ((node.type as string) === 'mdxJsxFlowElement') {
    const jsx = node as unknown as JsxElement;
    const children = jsx.children.flatMap((c) => present(c, links));
    return jsx.name === 'Admonition' ? [admonition(jsx, children)] : children;
  }
  if (node.type !== 'element') return [];
  const children = node.children.flatMap((c) => present(c, links));
  // Shiki writes attribute names (`class`, `tabindex`); hastscript gives every element property names.
  node = { ...node, properties: h(node.tagName, node.properties).properties };
  switch (node.tagName) {
    case 'a':
      return [link(node, children, links)];
    case 'pre':
      return [codeBlock(node, children)];
    case 'code':
      return [inlineCode(node, children)];
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [heading(node, children)];
    case 'table':
      return [h('div.table-wrapper', { tabIndex: 0 }, [h('table', node.properties, children)])];
    default:
      return [{ ...node, children }];
  }
}

/** A rendered description (lib/site/openapi/rendered-text.ts) in a `<div>` of `className`, its links as the site's. */
export function descriptionHast(tree: Root, className: string | undefined, links: Links): Element {
  return h(
    'div',
    { className },
    tree.children.flatMap((c) => present(c, links)),
  );
}
