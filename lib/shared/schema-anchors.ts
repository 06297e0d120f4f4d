/**
 * The anchors of a schema view's levels on an operation page. The page model (lib/site/openapi/schema-view.ts) names
 * with them where a component was first written, and the view (components/api/schema-view.tsx) gives its levels
 * these ids, so a "Same as" link and the place it leads to cannot drift apart.
 */

/** The schema of a body's or response's content types shown under `mediaId`. */
export const schemaRootAnchor = (mediaId: string) => `${mediaId}-schema`;

/** A property of the object at `parent` (an array's item shares its array's anchor). */
export const propertyAnchor = (parent: string, name: string) => `${parent}-${name}`;

/** An option of an anyOf/oneOf/allOf at `parent`, by its place in the list shown. */
export const optionAnchor = (parent: string, kind: string, index: number) => `${parent}-${kind}-${index}`;

/** The schema of the other properties (`additionalProperties`) of the object at `parent`. */
export const otherPropertiesAnchor = (parent: string) => `${parent}--other-properties`;

/** The heading of a large fold's fields on the nested-fields page holding them (its head keeps `fold` there too). */
export const foldFieldsAnchor = (fold: string) => `fields-of-${fold}`;
