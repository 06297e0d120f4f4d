import { isDeepStrictEqual } from 'node:util';
import type { ApiMediaType } from '../../shared/openapi-types';

// A body or response offered in several media types usually describes one schema for all of them (JSON and XML
// of the same resource): the reference shows that schema once, naming every type, instead of once per type.

/** A schema without its `xml` keywords, at every depth: they shape the XML example only, and no schema view shows them. */
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
 * The content types of a body or response grouped by schema, in file order (a group where its first type is):
 * two types share a group when their schemas are the same (the same `$ref`, or equal apart from `xml` keywords).
 * Types without a schema share one group too.
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
