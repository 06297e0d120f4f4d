import type { BlockContent, List, ListItem, PhrasingContent } from 'mdast';
import type { ShownSchema } from '../../openapi/shown-schema';
import { inlineMarkdown } from '../../mdx/inline-markdown';
import { code, joined, link, list, listItem, paragraph, text } from './nodes';

const literal = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** One line about a schema node: `name` (type, required): description, then its default and allowed values. */
function schemaFacts(node: ShownSchema, name?: string, label = node.typeLabel): PhrasingContent[] {
  const tags = [label, ...(node.required ? ['required'] : [])];
  if (node.deprecated) tags.push('deprecated');
  if (node.readOnly) tags.push('read-only');
  if (node.writeOnly) tags.push('write-only');
  if (node.recursive) tags.push('recursive: see above');
  const out: PhrasingContent[] =
    name !== undefined ? [code(name), text(` (${tags.join(', ')})`)] : [text(tags.join(', '))];
  const details: PhrasingContent[] = [];
  if (node.description) details.push(text(' '), ...inlineMarkdown(node.description));
  if (node.default) details.push(text(' Default: '), code(literal(node.default.value)), text('.'));
  if (node.enum?.length) details.push(text(' One of: '), ...joined(node.enum.map((v) => code(literal(v)))), text('.'));
  if (node.constraints.length) details.push(text(` ${node.constraints.join(', ')}.`));
  details.push(...origin(node));
  if (node.sameAs && node.refName) details.push(text(' Same as '), code(node.refName), text(' (see above).'));
  if (node.cutNote) details.push(text(` ${node.cutNote}`));
  if (details.length) out.push(text(':'), ...details);
  return out;
}

/** Where a node's properties come from (a merged allOf), its discriminator, and its external documentation. */
function origin(node: ShownSchema): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  if (node.allOfLabel) out.push(text(` Combines ${node.allOfLabel} (allOf).`));
  const d = node.discriminator;
  if (d) {
    out.push(text(' Discriminator: '), code(d.propertyName));
    if (d.mapping.length) {
      const pairs = d.mapping.map((m): PhrasingContent[] => [code(literal(m.value)), text(` → ${m.target}`)]);
      out.push(text(' ('), ...pairs.flatMap((p, i) => (i ? [text(', '), ...p] : p)), text(')'));
    }
    out.push(text('.'));
  }
  if (node.externalDocs) {
    out.push(
      text(' '),
      link(node.externalDocs.url, text(node.externalDocs.description ?? 'More about this schema')),
      text('.'),
    );
  }
  return out;
}

/** What is nested in a node, as list items: properties, extra properties, array items, variants. */
function nestedItems(node: ShownSchema): ListItem[] {
  if (node.recursive) return [];
  const items: ListItem[] = node.properties.map((p) => item(schemaFacts(p, p.name), p));
  if (node.additionalProperties === true) items.push(listItem(paragraph(text('Any other properties are allowed.'))));
  else if (node.additionalProperties)
    items.push(
      item([text('Other properties: '), ...schemaFacts(node.additionalProperties)], node.additionalProperties),
    );
  if (node.items && !node.items.recursive) {
    // The items of an array: their own properties directly, or one entry describing them.
    const inner = nestedItems(node.items);
    if (node.items.properties.length || node.items.additionalProperties) items.push(...inner);
    else if (inner.length || node.items.description)
      items.push(item([text('Items: '), ...schemaFacts(node.items)], node.items));
  }
  // Options that are plain types ('string | integer') are said by the type line already.
  const options = node.variants?.options ?? [];
  if (options.some((o) => o.description || o.refName || o.title || nestedItems(o).length)) {
    const d = node.discriminator;
    options.forEach((option, i) => {
      const selector =
        d && option.discriminatorValue !== undefined
          ? ` (${d.propertyName}: ${literal(option.discriminatorValue)})`
          : '';
      const kind = node.variants!.kind === 'allOf' ? 'All of' : 'Option';
      items.push(
        item([text(`${kind} ${i + 1}${selector}: `), ...schemaFacts(option, undefined, option.optionLabel)], option),
      );
    });
  }
  return items;
}

function item(line: PhrasingContent[], node: ShownSchema): ListItem {
  const nested = nestedItems(node);
  return listItem(paragraph(...line), ...(nested.length ? [list(nested)] : []));
}

/** A schema as the page shows it, as readable Markdown: a line with its type and facts, then its nested fields. */
export function schemaBlocks(node: ShownSchema): BlockContent[] {
  const nested = nestedItems(node);
  const blocks: BlockContent[] = [paragraph(text('Schema: '), ...schemaFacts({ ...node, required: false }))];
  if (nested.length) blocks.push(list(nested) as List);
  return blocks;
}
