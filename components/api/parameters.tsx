import type { ParameterRow } from '@/lib/site/types';
import { Markdown, type Rendered } from './markdown';

/** A parameter's named examples, each by its summary or key (the samples use the first). */
function Examples({ examples }: { examples: ParameterRow['examples'] }) {
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

/** A table; in the narrow reference column of the two-column layout each row becomes a block (operation.css). */
export function Parameters({ rows, rendered }: { rows: readonly ParameterRow[]; rendered: Rendered }) {
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
          {rows.map((p) => (
            <tr key={`${p.in}:${p.name}`}>
              <td data-label="In">{p.in}</td>
              <td>
                <code>{p.name}</code>
                {p.deprecated ? <span className="schema__deprecated"> deprecated</span> : null}
              </td>
              <td className="api-params__type">{p.type}</td>
              <td className={p.required ? 'api-params__required' : 'api-params__optional'}>
                {p.required ? 'yes' : 'no'}
              </td>
              <td data-label="Default" data-empty={p.default ? undefined : ''}>
                {p.default ? <code>{p.default}</code> : '—'}
              </td>
              <td data-label="Constraints" data-empty={p.constraints.length ? undefined : ''}>
                {p.constraints.length
                  ? p.constraints.map((c) => (
                      <code key={c} className="api-params__constraint">
                        {c}
                      </code>
                    ))
                  : '—'}
              </td>
              <td>
                <Markdown text={p.description} rendered={rendered} />
                <Examples examples={p.examples} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
