import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { ShownSchema as SchemaNode } from '@/lib/site/types';
import type { Ancestors } from '@/lib/shared/schema-levels';
import type { LargeFolds } from './schema-html';

// The notes under a schema level's head line (./schema-html.ts): its facts, where it comes from, and why nested levels
// are not shown here (a recursion, a component written above, the depth bound).

export const show = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');

const t = (value: string): ElementContent => ({ type: 'text', value });

export function facts(node: SchemaNode): Element | null {
  const facts: Element[] = [];
  if (node.enum)
    facts.push(h('span', ['one of ', ...node.enum.map((v, i) => h('span', [i ? ', ' : '', h('code', show(v))]))]));
  if (node.default) facts.push(h('span', ['default ', h('code', show(node.default.value))]));
  for (const c of node.constraints) facts.push(h('span', [h('code', c)]));
  if (node.readOnly) facts.push(h('span', 'read-only'));
  if (node.writeOnly) facts.push(h('span', 'write-only'));
  if (node.deprecated) facts.push(h('span', 'deprecated'));
  return facts.length ? h('div.schema__facts', facts) : null;
}

/** Where the schema's properties come from (a merged allOf) and which property tells its subtypes apart. */
export function origin(node: SchemaNode): Element[] {
  const d = node.discriminator;
  const out: Element[] = [];
  if (node.allOfLabel !== undefined)
    out.push(h('div.schema__extra.schema__all-of', `Combines ${node.allOfLabel} (allOf).`));
  if (d)
    out.push(
      h('div.schema__extra.schema__discriminator', [
        'Discriminator ',
        h('code', d.propertyName),
        d.mapping.length ? ': ' : '',
        ...d.mapping.map((m, i) => h('span', [i ? ', ' : '', h('code', show(m.value)), ` → ${m.target}`])),
      ]),
    );
  if (node.externalDocs)
    out.push(
      h('div.schema__extra', [
        h('a', { href: node.externalDocs.url }, node.externalDocs.description ?? 'More about this schema'),
      ]),
    );
  return out;
}

/**
 * A component written in full earlier on the page links to that place (on the nested-fields page, on its operation's
 * page); levels left out at the depth bound say so.
 */
export function shortened(node: SchemaNode, large: LargeFolds | undefined): Element | null {
  if (node.sameAs && node.refName && node.sameAsAt !== undefined) {
    const page = large?.operation ?? '';
    return h('div.schema__extra.schema__same-as', [
      'Same as ',
      h('a', { href: `${page}#${encodeURIComponent(node.sameAsAt)}` }, [
        h('code', node.refName),
        t(` at its first use on ${page ? "the operation's page" : 'this page'}`),
      ]),
      ', where it is written in full.',
    ]);
  }
  if (node.sameAs && node.refName)
    return h('div.schema__extra.schema__same-as', [
      'Same as ',
      h('code', node.refName),
      ' above: written in full at its first use on this page.',
    ]);
  return node.cutNote ? h('div.schema__extra.schema__cut', node.cutNote) : null;
}

export function recursiveLink(node: SchemaNode, ancestors: Ancestors): Element | null {
  const target = node.refName ? ancestors[node.refName] : undefined;
  if (!node.recursive || !target) return null;
  return h('div.schema__recursive', ['Recursive: the same ', h('a', { href: target }, node.refName), ' as above.']);
}
