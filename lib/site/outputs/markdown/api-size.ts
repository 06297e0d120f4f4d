import type { ShownSchema } from '../../openapi/shown-schema';
import { operationModel, type OperationModel } from '../../route-data/api-model';
import type { ApiDocument } from '../../../shared/openapi-types';
import { operationMarkdownTree } from './api';
import { stringifyMarkdown } from './stringify';

// How large each operation page of an API comes out, without a site build: issue 51 measures Stripe's reference with it
// (scripts/bench/api-pages.ts).

/** One operation's page model and Markdown twin, measured. */
export interface OperationSize {
  /** `GET /v1/account`. */
  operation: string;
  /** Schema nodes in the page's bodies and responses, every level counted. */
  schemaNodes: number;
  /** Characters of the examples the page shows (bodies, responses and the side panel). */
  exampleChars: number;
  /** Characters of the code samples, every language (the first server's). */
  sampleChars: number;
  /** Characters of the Markdown twin. */
  twinChars: number;
  /** Milliseconds to build the model and the twin. */
  ms: number;
}

function nodes(node: ShownSchema): number {
  const children = [...node.properties, ...(node.variants?.options ?? []), ...(node.items ? [node.items] : [])];
  if (typeof node.additionalProperties === 'object') children.push(node.additionalProperties);
  return children.reduce((sum, child) => sum + nodes(child), 1);
}

function exampleChars(model: OperationModel): number {
  const examples = [
    ...Object.values(model.media).flatMap((views) => views.flatMap((v) => v.examples.flat())),
    ...model.responseExamples.flatMap((s) => s.examples),
  ];
  return examples.reduce((sum, e) => sum + (e.code?.text.length ?? 0), 0);
}

/** Builds every operation's page model and twin of `doc`, one at a time, and measures each. */
export function measureOperations(doc: ApiDocument): OperationSize[] {
  const site = { url: 'https://example.com', baseUrl: '/' };
  return doc.operations.map((op) => {
    const start = performance.now();
    const route = `/api/${op.slug}`;
    const model = operationModel(op, doc, op.summary ?? op.slug, route);
    const twin = stringifyMarkdown(operationMarkdownTree(model, site));
    const schemaNodes = Object.values(model.media)
      .flat()
      .reduce((sum, v) => sum + (v.schema ? nodes(v.schema) : 0), 0);
    return {
      operation: `${op.method.toUpperCase()} ${op.path}`,
      schemaNodes,
      exampleChars: exampleChars(model),
      sampleChars: (model.samples?.samples ?? []).reduce((sum, s) => sum + s.code.length, 0),
      twinChars: twin.length,
      ms: Math.round(performance.now() - start),
    };
  });
}
