import { schemaView, typeLabel } from '@/lib/build/openapi/schema-view';
import { parameterExamples } from '@/lib/build/openapi/parameter-examples';
import type { ApiDocument, ApiParameter } from '@/lib/shared/openapi-types';
import { Markdown } from './markdown';

const show = (value: unknown) => JSON.stringify(value);

/** A parameter's named examples, each by its summary or key (the samples use the first). */
function Examples({ parameter }: { parameter: ApiParameter }) {
  const examples = parameterExamples(parameter);
  if (!examples.length) return null;
  return (
    <p className="api-params__examples">
      {examples.length > 1 ? 'Examples: ' : 'Example: '}
      {examples.map((e, i) => (
        <span key={e.key}>
          {i ? '; ' : ''}
          {e.label}
          {e.value !== undefined ? (
            <>
              {' '}
              <code>{e.value}</code>
            </>
          ) : null}
          {e.externalValue ? (
            <>
              {' '}
              <a href={e.externalValue}>{e.externalValue}</a>
            </>
          ) : null}
        </span>
      ))}
    </p>
  );
}

/**
 * The operation's parameters: where each goes, its name, type, whether required, default, limits and meaning.
 * A table; in the narrower reference column of the two-column layout each row is laid out as a block (operation.css).
 */
export function Parameters({ parameters, doc }: { parameters: readonly ApiParameter[]; doc: ApiDocument }) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table className="api-params">
        <thead>
          <tr>
            <th scope="col">In</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Constraints</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((p) => {
            const node = p.schema ? schemaView(p.schema, doc.schemas) : undefined;
            const constraints = [
              ...(node?.constraints ?? []),
              ...(node?.enum ? [`one of ${node.enum.map(show).join(', ')}`] : []),
            ];
            return (
              <tr key={`${p.in}:${p.name}`}>
                <td data-label="In">{p.in}</td>
                <td>
                  <code>{p.name}</code>
                  {p.deprecated ? <span className="schema__deprecated"> deprecated</span> : null}
                </td>
                <td className="api-params__type">{node ? typeLabel(node) : 'any'}</td>
                <td className={p.required ? 'api-params__required' : 'api-params__optional'}>
                  {p.required ? 'yes' : 'no'}
                </td>
                <td data-label="Default" data-empty={node?.default ? undefined : ''}>
                  {node?.default ? <code>{show(node.default.value)}</code> : '—'}
                </td>
                <td data-label="Constraints" data-empty={constraints.length ? undefined : ''}>
                  {constraints.length
                    ? constraints.map((c) => (
                        <code key={c} className="api-params__constraint">
                          {c}
                        </code>
                      ))
                    : '—'}
                </td>
                <td>
                  <Markdown text={p.description} />
                  <Examples parameter={p} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
