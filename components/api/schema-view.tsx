import type { ShownSchema as SchemaNode } from '@/lib/site/types';
import { foldAllAttributes } from '@/lib/shared/controls';
import { nestedFieldsPart } from '@/lib/shared/paths/outputs';
import {
  foldFieldsAnchor,
  optionAnchor,
  otherPropertiesAnchor,
  propertyAnchor,
  schemaRootAnchor,
} from '@/lib/shared/schema-anchors';
import { ancestorsBelow, hasNested, itemStandsIn, type Ancestors } from '@/lib/shared/schema-levels';
import { Markdown, type Rendered } from './markdown';
import { Facts, Origin, RecursiveLink, Shortened, show } from './schema-notes';

// Which levels are folds, their anchors and recursion links follow lib/shared/schema-levels.ts, as the build's packing
// of large folds into nested-fields pages does (lib/site/openapi/fold-parts.ts).
function Nested({ node, id, depth, ancestors, large, rendered }: NodeProps) {
  const here = ancestorsBelow(node, id, ancestors);
  const item = itemStandsIn(node);
  if (item) {
    return <Nested node={item} id={id} depth={depth} ancestors={here} large={large} rendered={rendered} />;
  }
  return (
    <>
      {node.properties.length ? (
        <ul className="schema__props">
          {node.properties.map((p) => (
            <Property
              key={p.name}
              node={p}
              id={propertyAnchor(id, p.name ?? '')}
              depth={depth + 1}
              ancestors={here}
              large={large}
              rendered={rendered}
            />
          ))}
        </ul>
      ) : null}
      {typeof node.additionalProperties === 'object' ? (
        <OtherProperties
          node={node.additionalProperties}
          id={otherPropertiesAnchor(id)}
          depth={depth + 1}
          ancestors={here}
          large={large}
          rendered={rendered}
        />
      ) : node.additionalProperties ? (
        <div className="schema__extra">Other properties: any value</div>
      ) : null}
      {node.variants ? (
        <div className="schema__variants">
          <div className="schema__variants-label">
            {node.variants.kind === 'allOf' ? 'All of' : node.variants.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}
          </div>
          <ol>
            {node.variants.options.map((o, i) => (
              <li key={i}>
                <SchemaBlock
                  node={o}
                  id={optionAnchor(id, node.variants!.kind, i)}
                  depth={depth + 1}
                  ancestors={here}
                  large={large}
                  rendered={rendered}
                  discriminator={node.discriminator?.propertyName}
                />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}

/** Whether a schema shown at depth 0 has folded levels (anything nested below its own properties/options). */
function hasFolds(node: SchemaNode): boolean {
  if (node.recursive) return false;
  const item = itemStandsIn(node);
  if (item) return hasFolds(item);
  return [...node.properties, ...(node.variants?.options ?? [])].some(hasNested);
}

/**
 * Large folds (lib/site/openapi/lazy-folds.ts) load their contents from the operation's nested-fields pages, the first
 * at `load`, each fold from the part its node names. On a nested-fields page (`operation`: the operation page's
 * address) they show their link open, and links to places on the operation's page lead there.
 */
export type LargeFolds = { load: string; operation?: string };

/** What every level of the schema view renders from: the node, its anchor id, its depth and the refs above it. */
interface NodeProps {
  node: SchemaNode;
  id: string;
  depth: number;
  ancestors: Ancestors;
  large?: LargeFolds;
  /** The page's rendered descriptions. */
  rendered: Rendered;
}

/** What a schema or property shows under its head line: description, facts, a recursion link, nested levels. */
function Details({ node, id, depth, ancestors, large, rendered }: NodeProps) {
  return (
    <>
      <Markdown text={node.description} rendered={rendered} className="schema__description" />
      <Facts node={node} />
      <Origin node={node} />
      <RecursiveLink node={node.items ?? node} ancestors={ancestors} />
      <Shortened node={node.items ?? node} large={large} />
      {hasNested(node) ? (
        <Collapse node={node} id={id} depth={depth} ancestors={ancestors} large={large} rendered={rendered} />
      ) : null}
    </>
  );
}

/** A schema that is not a property; an option of a oneOf/anyOf is named by its title and discriminator value. */
function SchemaBlock({
  node,
  id,
  depth,
  ancestors,
  large,
  rendered,
  discriminator,
}: NodeProps & { discriminator?: string }) {
  const title = node.optionLabel !== node.typeLabel ? node.optionLabel : undefined;
  return (
    <div className="schema__block" id={id}>
      <div className="schema__head">
        {title ? <span className="schema__name">{title}</span> : null}
        <span className="schema__type">{node.typeLabel}</span>
        {discriminator && node.discriminatorValue !== undefined ? (
          <span className="schema__selector">
            <code>{`${discriminator}: ${show(node.discriminatorValue)}`}</code>
          </span>
        ) : null}
      </div>
      <Details node={node} id={id} depth={depth} ancestors={ancestors} large={large} rendered={rendered} />
    </div>
  );
}

/**
 * A large fold's place on an operation's page: a link to its fields (what a reader without scripts follows), which
 * components/api/lazy-folds.ts replaces with the fields when the fold opens. React leaves an element's inner HTML
 * alone, so the fields it adds stay.
 */
function LazyFoldBody({ href, id }: { href: string; id: string }) {
  const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const link = `<p class=schema__fold-status><a href="${attribute(`${href}#${foldFieldsAnchor(id)}`)}">Show these fields</a></p>`;
  return <div data-fold={id} data-fold-src={href} dangerouslySetInnerHTML={{ __html: link }} />;
}

/** Nested levels below the first are folded, with a summary saying what is inside. */
function Collapse({ node, id, depth, ancestors, large, rendered }: NodeProps) {
  if (depth === 0)
    return <Nested node={node} id={id} depth={depth} ancestors={ancestors} large={large} rendered={rendered} />;
  const inner = node.items && !node.properties.length && !node.variants ? node.items : node;
  const count = inner.properties.length;
  const what = inner.variants
    ? `${inner.variants.options.length} options`
    : `${count} ${count === 1 ? 'property' : 'properties'}`;
  const part = large && node.lazyFold ? node.foldPart : undefined;
  return (
    // A fold opens without any script; the site's disclosure code animates it and opens it for a permalink's hash
    // (components/layout/disclosures.ts).
    <details className="schema__nested" data-collapsible="" open={part && large?.operation ? true : undefined}>
      <summary className="schema__toggle">{`${inner.refName ? `${inner.refName}: ` : ''}${what}`}</summary>
      {part && large ? (
        <LazyFoldBody href={nestedFieldsPart(large.load, part)} id={id} />
      ) : (
        <div>
          <Nested node={node} id={id} depth={depth} ancestors={ancestors} large={large} rendered={rendered} />
        </div>
      )}
    </details>
  );
}

/**
 * A large fold's fields on the nested-fields page holding them, by the attribute the operation's page finds them by
 * (components/api/lazy-folds.ts); `ancestors` lead to the places above the fold, on the operation's page.
 */
export function FoldContent({ node, id, ancestors, large, rendered }: Omit<NodeProps, 'depth'>) {
  return (
    <div data-fold-content={id}>
      <Nested node={node} id={id} depth={1} ancestors={ancestors} large={large} rendered={rendered} />
    </div>
  );
}

/** The schema of an object's other properties, under its own anchor, with what it nests. */
function OtherProperties({ node, id, depth, ancestors, large, rendered }: NodeProps) {
  return (
    <div className="schema__extra schema__other" id={id}>
      Other properties: <span className="schema__type">{node.typeLabel}</span>
      <Details node={node} id={id} depth={depth} ancestors={ancestors} large={large} rendered={rendered} />
    </div>
  );
}

function Property({ node, id, depth, ancestors, large, rendered }: NodeProps) {
  return (
    <li className="schema__prop" id={id}>
      <div className="schema__head">
        <code className="schema__name">{node.name}</code>
        <a className="schema__permalink" href={`#${id}`} aria-label={`Link to the property ${node.name}`}>
          #
        </a>
        <span className="schema__type">{node.typeLabel}</span>
        {node.required ? <span className="schema__required">required</span> : null}
      </div>
      <Details node={node} id={id} depth={depth} ancestors={ancestors} large={large} rendered={rendered} />
    </li>
  );
}

/** The schema of a body or response (its view: lib/site/openapi/schema-view.ts). */
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
  return (
    <div className="schema">
      {/* Served by the page's inline button script (lib/browser/head-scripts/button-controls.ts). */}
      {hasFolds(node) ? <button type="button" className="schema__toggle-all" {...foldAllAttributes()} /> : null}
      <SchemaBlock node={node} id={schemaRootAnchor(id)} depth={0} ancestors={{}} large={large} rendered={rendered} />
    </div>
  );
}
