import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { MdxLink } from '@/components/mdx/link';
import type { CliTables } from '@/lib/site/types';

/** A table's name cell content, linked to the name's entry on the version's reference page when it has one. */
function Named({ href, children }: { href?: string; children: ReactNode }) {
  return href ? <MdxLink href={href}>{children}</MdxLink> : <>{children}</>;
}

type TableProps = { names: string[]; tables: CliTables };

/** `<CliOptions>` and `<EnvVars>` for the MDX of one guide, reading the rows its view holds. */
export function cliTableComponents(tables: CliTables): MDXComponents {
  return {
    CliOptions: ({ names }: { names: string[] }) => <CliOptions names={names} tables={tables} />,
    EnvVars: ({ names }: { names: string[] }) => <EnvVars names={names} tables={tables} />,
  };
}

/** The row of `name`; the view holds every name the guide's tree gives, so a miss is a bug, not a content error. */
function row<T>(rows: Readonly<Record<string, T>>, name: string, table: string): T {
  const found = Object.hasOwn(rows, name) ? rows[name] : undefined;
  if (!found) throw new Error(`<${table}>: the page's view has no row for "${name}"`);
  return found;
}

/** Table of RA.Aid options with defaults and descriptions from the facts data (lib/site/route-data/cli-tables.ts). */
function CliOptions({ names, tables }: TableProps) {
  const rows = names.map((name) => row(tables.options, name, 'CliOptions'));
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table className="cli-options">
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Default</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.flags.join()}>
              <td>
                <Named href={o.href}>
                  {o.flags.map((f, i) => (
                    <span key={f}>
                      {i ? ', ' : null}
                      <code>{f}</code>
                    </span>
                  ))}
                </Named>
              </td>
              <td>
                <code>{o.default}</code>
              </td>
              <td>
                {o.description}
                {o.choices ? (
                  <>
                    {' '}
                    One of:{' '}
                    {o.choices.map((c, i) => (
                      <span key={c}>
                        {i ? ', ' : null}
                        <code>{c}</code>
                      </span>
                    ))}
                    .
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Table of environment variables RA.Aid reads, from the facts data (lib/site/route-data/cli-tables.ts). */
function EnvVars({ names, tables }: TableProps) {
  const rows = names.map((name) => row(tables.envVars, name, 'EnvVars'));
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table className="env-vars">
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">What it configures</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((v) => (
            <tr key={v.name}>
              <td>
                <Named href={v.href}>
                  <code>{v.name}</code>
                </Named>
              </td>
              <td>{v.configures}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
