import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import type { RenderedText, ShownSchema as SchemaNode } from '@/lib/site/types';
import { foldAllAttributes } from '@/lib/shared/controls';
import { nestedFieldsHref } from '@/lib/shared/paths/outputs';
import {
  foldFieldsAnchor,
  optionAnchor,
  otherPropertiesAnchor,
  propertyAnchor,
  schemaRootAnchor,
} from '@/lib/shared/schema-anchors';
import { ancestorsBelow, hasNested, itemStandsIn, moreFieldsLabel, type Ancestors } from '@/lib/shared/schema-levels';
import { descriptionHast } from './description-html';
import { renderedOf } from './markdown';
import { facts, origin, recursiveLink, shortened, show } from './schema-html-notes';

// A schema view is static (the page's inline scripts and delegated listeners serve its folds, buttons and links), so it
// is one HTML string: the page's payload then carries it as text once, not as a React tree of every level. Which
// levels are folds, their anchors and recursion links follow lib/shared/schema-levels.ts, as the build's packing of
// large folds into nested-fields pages does (lib/site/openapi/fold-parts.ts).

/**
 * Large folds (lib/site/openapi/lazy-folds.ts) load their contents from the operation's nested-fields pages, the first
 * at `load`, each fold from the part its node names. On a nested-fields page (`operation`: the operation page's
 * address) they show their link open, and links to places on the operation's page lead there.
 */
export type LargeFolds = { load: string; operation?: string };

/** What every level of the schema view is drawn from: the node, its anchor id, its depth and the refs above it. */
interface Level {
  node: SchemaNode;
  id: string;
  depth: number;
  ancestors: Ancestors;
}

/** What is the same for every level of one view: its large folds and the page's rendered descriptions. */
interface View {
  large?: LargeFolds;
  rendered: RenderedText;
}

function nested({ node, id, depth, ancestors }: Level, view: View): ElementContent[] {
  const here = ancestorsBelow(node, id, ancestors);
  const item = itemStandsIn(node);
  if (item) return nested({ node: item, id, depth, ancestors: here }, view);
  const out: ElementContent[] = [];
  if (node.properties.length)
    out.push(
      h(
        'ul.schema__props',
        node.properties.map((p) =>
          property({ node: p, id: propertyAnchor(id, p.name ?? ''), depth: depth + 1, ancestors: here }, view),
        ),
      ),
    );
  if (node.moreFields) out.push(moreFields({ node: node.moreFields, id, depth, ancestors }, view));
  if (typeof node.additionalProperties === 'object')
    out.push(
      otherProperties(
        { node: node.additionalProperties, id: otherPropertiesAnchor(id), depth: depth + 1, ancestors: here },
        view,
      ),
    );
  else if (node.additionalProperties) out.push(h('div.schema__extra', 'Other properties: any value'));
  const variants = node.variants;
  if (variants) {
    const label = variants.kind === 'allOf' ? 'All of' : variants.kind === 'oneOf' ? 'Exactly one of' : 'Any of';
    out.push(
      h('div.schema__variants', [
        h('div.schema__variants-label', label),
        h(
          'ol',
          variants.options.map((o, i) =>
            h('li', [
              schemaBlock(
                { node: o, id: optionAnchor(id, variants.kind, i), depth: depth + 1, ancestors: here },
                view,
                node.discriminator?.propertyName,
              ),
            ]),
          ),
        ),
      ]),
    );
  }
  return out;
}

/** Whether a schema shown at depth 0 has folded levels (anything nested below its own properties/options). */
function hasFolds(node: SchemaNode): boolean {
  if (node.recursive) return false;
  const item = itemStandsIn(node);
  if (item) return hasFolds(item);
  return Boolean(node.moreFields) || [...node.properties, ...(node.variants?.options ?? [])].some(hasNested);
}

/** What a schema or property shows under its head line: description, facts, a recursion link, nested levels. */
function details(level: Level, view: View): ElementContent[] {
  const { node, ancestors } = level;
  const { markdown, links } = view.rendered;
  return [
    node.description
      ? descriptionHast(
          renderedOf(markdown[node.description], 'Markdown', node.description),
          'schema__description',
          links,
        )
      : null,
    facts(node),
    ...origin(node),
    recursiveLink(node.items ?? node, ancestors),
    shortened(node.items ?? node, view.large),
    ...(hasNested(node) ? collapse(level, view) : []),
  ].filter((e): e is Element => e !== null);
}

/** A schema that is not a property; an option of a oneOf/anyOf is named by its title and discriminator value. */
function schemaBlock(level: Level, view: View, discriminator?: string): Element {
  const { node, id } = level;
  const title = node.optionLabel !== node.typeLabel ? node.optionLabel : undefined;
  return h('div.schema__block', { id }, [
    h('div.schema__head', [
      title ? h('span.schema__name', title) : null,
      h('span.schema__type', node.typeLabel),
      discriminator && node.discriminatorValue !== undefined
        ? h('span.schema__selector', [h('code', `${discriminator}: ${show(node.discriminatorValue)}`)])
        : null,
    ]),
    ...details(level, view),
  ]);
}

/**
 * A large fold's place on an operation's page: a link to its fields (what a reader without scripts follows), which
 * components/api/lazy-folds.ts replaces with the fields when the fold opens.
 */
function lazyFoldBody(href: string, id: string): Element {
  return h('div', { dataFold: id, dataFoldSrc: href }, [
    h('p.schema__fold-status', [h('a', { href: `${href}#${foldFieldsAnchor(id)}` }, 'Show these fields')]),
  ]);
}

/** Nested levels below the first are folded, with a summary saying what is inside. */
function collapse(level: Level, view: View): ElementContent[] {
  const { node, id, depth } = level;
  if (depth === 0) return nested(level, view);
  const inner = node.items && !node.properties.length && !node.variants ? node.items : node;
  const count = inner.properties.length;
  const what = inner.variants
    ? `${inner.variants.options.length} options`
    : `${count} ${count === 1 ? 'property' : 'properties'}`;
  const { large } = view;
  const part = large && node.lazyFold ? node.foldPart : undefined;
  // A fold opens without any script; the site's disclosure code animates it and opens it for a permalink's hash
  // (components/layout/disclosures.ts).
  return [
    h('details.schema__nested', { dataCollapsible: '', open: Boolean(part && large?.operation) }, [
      h('summary.schema__toggle', `${inner.refName ? `${inner.refName}: ` : ''}${what}`),
      part && large ? lazyFoldBody(nestedFieldsHref(large.load, part), id) : h('div', nested(level, view)),
    ]),
  ];
}

/**
 * The fields a wide level leaves out of the page (lib/site/openapi/lazy-folds.ts `cutWide`): a large fold at the
 * level's own anchor, after the fields shown, so each field keeps the anchor it would have in place.
 */
function moreFields(level: Level, view: View): Element {
  const { node, id } = level;
  const { large } = view;
  const part = large ? node.foldPart : undefined;
  return h('details.schema__nested.schema__more', { dataCollapsible: '' }, [
    h('summary.schema__toggle', moreFieldsLabel(node.properties.length)),
    part && large ? lazyFoldBody(nestedFieldsHref(large.load, part), id) : h('div', nested(level, view)),
  ]);
}

/** The schema of an object's other properties, under its own anchor, with what it nests. */
function otherProperties(level: Level, view: View): Element {
  return h('div.schema__extra.schema__other', { id: level.id }, [
    'Other properties: ',
    h('span.schema__type', level.node.typeLabel),
    ...details(level, view),
  ]);
}

function property(level: Level, view: View): Element {
  const { node, id } = level;
  return h('li.schema__prop', { id }, [
    h('div.schema__head', [
      h('code.schema__name', node.name),
      h('a.schema__permalink', { href: `#${id}`, ariaLabel: `Link to the property ${node.name}` }, '#'),
      h('span.schema__type', node.typeLabel),
      node.required ? h('span.schema__required', 'required') : null,
    ]),
    ...details(level, view),
  ]);
}

/** The inside of a schema view's `<div class="schema">` (its view: lib/site/openapi/schema-view.ts). */
export function schemaViewHtml(node: SchemaNode, id: string, view: View): string {
  return toHtml([
    // Served by the page's inline button script (lib/browser/head-scripts/button-controls.ts).
    ...(hasFolds(node) ? [h('button.schema__toggle-all', { type: 'button', ...foldAllAttributes() })] : []),
    schemaBlock({ node, id: schemaRootAnchor(id), depth: 0, ancestors: {} }, view),
  ]);
}

/**
 * A large fold's fields on the nested-fields page holding it, in the `<div data-fold-content>` the operation's page
 * finds them by (components/api/lazy-folds.ts); `ancestors` lead to the places above the fold, on the operation's page.
 */
export function foldContentElement(node: SchemaNode, id: string, ancestors: Ancestors, view: View): Element {
  return h('div', { dataFoldContent: id }, nested({ node, id, depth: 1, ancestors }, view));
}
