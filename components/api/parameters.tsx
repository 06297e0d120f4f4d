import { schemaView, typeLabel } from '@/lib/openapi/schema-view';
import type { ApiDocument, ApiParameter } from '@/lib/openapi/types';
import { Markdown } from './markdown';

const show = (value: unknown) => JSON.stringify(value);

/** The operation's parameters: where each goes, its name, type, whether required, default, limits and meaning. */
export function Parameters({ parameters, doc }: { parameters: readonly ApiParameter[]; doc: ApiDocument }) {
  return (
    <div className="table-wrapper">
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
                <td>{p.in}</td>
                <td>
                  <code>{p.name}</code>
                  {p.deprecated ? <span className="schema__deprecated"> deprecated</span> : null}
                </td>
                <td>{node ? typeLabel(node) : 'any'}</td>
                <td>{p.required ? 'yes' : 'no'}</td>
                <td>{node?.default ? <code>{show(node.default.value)}</code> : '—'}</td>
                <td>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
