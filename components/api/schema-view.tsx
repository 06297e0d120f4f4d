import type { ShownSchema as SchemaNode } from '@/lib/site/types';
import type { Rendered } from './markdown';
import { schemaViewHtml, type LargeFolds } from './schema-html';

export type { LargeFolds } from './schema-html';

/**
 * The schema of a body or response (its view: lib/site/openapi/schema-view.ts), drawn as one HTML string
 * (./schema-html.ts). React leaves the inner HTML alone, so the fields lazy folds add (./lazy-folds.ts) stay.
 */
export function SchemaView({
  node,
  id,
  large,
  rendered,
}: {
  node: SchemaNode;
  id: string;
  large?: LargeFolds;
  rendered: Rendered;
}) {
  return <div className="schema" dangerouslySetInnerHTML={{ __html: schemaViewHtml(node, id, { large, rendered }) }} />;
}
