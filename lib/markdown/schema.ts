import type { BlockContent, List, ListItem, PhrasingContent } from 'mdast';
import { schemaView, typeLabel, type SchemaNode } from '../openapi/schema-view';
import type { SchemaObject } from '../openapi/types';
import { inlineMarkdown } from './inline';
import { code, joined, list, listItem, paragraph, text } from './nodes';

const literal = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** One line about a schema node: `name` (type, required): description. Default: `x`. One of: `a`, `b`. */
function schemaFacts(node: SchemaNode, name?: string): PhrasingContent[] {
  const tags = [typeLabel(node), ...(node.required ? ['required'] : [])];
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
  if (details.length) out.push(text(':'), ...details);
  return out;
}

/** What is nested in a node, as list items: properties, extra properties, array items, variants. */
function nestedItems(node: SchemaNode): ListItem[] {
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
  if (options.some((o) => o.description || o.refName || nestedItems(o).length)) {
    options.forEach((option, i) => {
      items.push(
        item(
          [text(`${node.variants!.kind === 'allOf' ? 'All of' : 'Option'} ${i + 1}: `), ...schemaFacts(option)],
          option,
        ),
      );
    });
  }
  return items;
}

function item(line: PhrasingContent[], node: SchemaNode): ListItem {
  const nested = nestedItems(node);
  return listItem(paragraph(...line), ...(nested.length ? [list(nested)] : []));
}

/** A schema as readable Markdown: a line with its type and facts, then its properties as a nested list. */
export function schemaBlocks(schema: unknown, schemas: Readonly<Record<string, SchemaObject>>): BlockContent[] {
  const node = schemaView(schema, schemas);
  const nested = nestedItems(node);
  const blocks: BlockContent[] = [paragraph(text('Schema: '), ...schemaFacts({ ...node, required: false }))];
  if (nested.length) blocks.push(list(nested) as List);
  return blocks;
}
