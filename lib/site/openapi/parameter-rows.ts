import { parameterExamples, type ParameterExample } from './parameter-examples';
import { schemaView, typeLabel } from './schema-view';
import type { ApiParameter, SchemaObject } from '../../shared/openapi-types';

/** One parameter as the reference's table and the Markdown twin's show it, worked out once. */
export interface ParameterRow {
  in: ApiParameter['in'];
  name: string;
  deprecated: boolean;
  required: boolean;
  /** The schema's type in words ('any' without a schema). */
  type: string;
  /** The default value as JSON. */
  default?: string;
  /** Limits and allowed values, each as one short phrase (`maxLength: 5`, `one of "a", "b"`). */
  constraints: string[];
  description?: string;
  examples: ParameterExample[];
}

export function parameterRows(
  parameters: readonly ApiParameter[],
  schemas: Readonly<Record<string, SchemaObject>>,
): ParameterRow[] {
  return parameters.map((p) => {
    const node = p.schema ? schemaView(p.schema, schemas) : undefined;
    return {
      in: p.in,
      name: p.name,
      deprecated: p.deprecated,
      required: p.required,
      type: node ? typeLabel(node) : 'any',
      ...(node?.default ? { default: JSON.stringify(node.default.value) } : {}),
      constraints: [
        ...(node?.constraints ?? []),
        ...(node?.enum ? [`one of ${node.enum.map((v) => JSON.stringify(v)).join(', ')}`] : []),
      ],
      ...(p.description ? { description: p.description } : {}),
      examples: parameterExamples(p),
    };
  });
}
