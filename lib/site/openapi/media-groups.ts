import { isDeepStrictEqual } from 'node:util';
import type { ApiMediaType } from '../../shared/openapi-types';

// Content types of one body usually share a schema (JSON and XML of one resource), so the reference shows it once,
// naming every type.

/** A schema without its `xml` keywords at any depth: they shape only the XML example, which no schema view shows. */
function withoutXml(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutXml);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'xml')
      .map(([key, v]) => [key, withoutXml(v)]),
  );
}

/**
 * Content types grouped by schema in file order: the same `$ref`, or equal apart from `xml` keywords. Types without a
 * schema share one group.
 */
export function groupBySchema(content: readonly ApiMediaType[]): ApiMediaType[][] {
  const groups: { key: unknown; media: ApiMediaType[] }[] = [];
  for (const m of content) {
    const key = withoutXml(m.schema);
    const group = groups.find((g) => isDeepStrictEqual(g.key, key));
    if (group) group.media.push(m);
    else groups.push({ key, media: [m] });
  }
  return groups.map((g) => g.media);
}
