import type { BlockContent, PhrasingContent } from 'mdast';
import type { ResponseExtras } from '../../openapi/response-extras';
import type { ApiExternalDocs } from '../../../shared/openapi-types';
import { inlineMarkdown } from '../../mdx/inline-markdown';
import { code, link, list, listItem, paragraph, strong, text } from './nodes';
import { pageUrl, type SiteAddress } from './urls';

const literal = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A link to documentation outside the reference, as its own paragraph. */
export function externalDocsMarkdown(docs: ApiExternalDocs | undefined): BlockContent[] {
  return docs ? [paragraph(link(docs.url, text(docs.description ?? 'Further documentation')))] : [];
}

/** A response's headers and links, as the page shows them under its body. */
export function responseExtrasMarkdown(extras: ResponseExtras | undefined, site: SiteAddress): BlockContent[] {
  const out: BlockContent[] = [];
  if (extras?.headers) {
    out.push(
      paragraph(strong(text('Headers'))),
      list(
        extras.headers.map((h) => {
          const tags = [h.typeLabel];
          if (h.required) tags.push('always sent');
          if (h.deprecated) tags.push('deprecated');
          const line: PhrasingContent[] = [code(h.name), text(` (${tags.join(', ')})`)];
          if (h.description) line.push(text(': '), ...inlineMarkdown(h.description));
          if (h.example !== undefined) line.push(text(' Example: '), code(literal(h.example)), text('.'));
          return listItem(paragraph(...line));
        }),
      ),
    );
  }
  if (extras?.links) {
    out.push(
      paragraph(strong(text('Links'))),
      list(
        extras.links.map((l) => {
          const line: PhrasingContent[] = [code(l.name), text(': ')];
          if (l.target && l.href !== undefined) {
            line.push(link(pageUrl(site, l.href), code(`${l.target.method.toUpperCase()} ${l.target.path}`)));
          } else {
            line.push(code(l.operationId ?? l.operationRef ?? ''));
          }
          line.push(text('.'));
          if (l.description) line.push(text(' '), ...inlineMarkdown(l.description));
          const pass = l.parameters.map((p): PhrasingContent[] => [code(p.name), text(' ← '), code(literal(p.value))]);
          if (l.requestBody) pass.push([text('body ← '), code(literal(l.requestBody.value))]);
          if (pass.length)
            line.push(text(' With '), ...pass.flatMap((p, i) => (i ? [text(', '), ...p] : p)), text('.'));
          return listItem(paragraph(...line));
        }),
      ),
    );
  }
  return out;
}
