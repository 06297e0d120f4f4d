import { describe, expect, it } from 'vitest';
import { buildApiDocument } from '../../../lib/site/tasks';
import { syntheticOpenapi } from './synthetic-openapi';

describe('syntheticOpenapi', () => {
  it('gives exactly the operations asked for, each with its own page slug and no collision warning', () => {
    const doc = buildApiDocument(syntheticOpenapi(1000), 'synthetic.yaml');
    expect(doc.operations).toHaveLength(1000);
    expect(new Set(doc.operations.map((o) => o.slug)).size).toBe(1000);
    expect(doc.warnings).toBeUndefined();
    expect(doc.tags).toHaveLength(20);
  });

  it('nests each resource schema as deep as asked', () => {
    const schemas = syntheticOpenapi(5, 4).components as { schemas: Record<string, { properties: object }> };
    expect(Object.keys(schemas.schemas).filter((n) => n.startsWith('Resource0'))).toEqual([
      'Resource0L3',
      'Resource0L2',
      'Resource0L1',
      'Resource0L0',
    ]);
    expect(schemas.schemas.Resource0L3.properties).not.toHaveProperty('children');
    expect(schemas.schemas.Resource0L0.properties).toHaveProperty('children');
  });
});
