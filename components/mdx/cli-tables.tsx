import type { MDXComponents } from 'mdx/types';
import { formatDefault, type CliFacts } from '@/lib/site/content/facts/cli';
import { cliEnvVar, cliOption } from '@/lib/site/content/facts/tables';

type TableProps = { names: string[]; facts: CliFacts | undefined };

/** `<CliOptions>` and `<EnvVars>` for the MDX of one docs version, reading that version's facts. */
export function cliTableComponents(facts: CliFacts | undefined): MDXComponents {
  return {
    CliOptions: ({ names }: { names: string[] }) => <CliOptions names={names} facts={facts} />,
    EnvVars: ({ names }: { names: string[] }) => <EnvVars names={names} facts={facts} />,
  };
}

/** Table of RA.Aid options with defaults and descriptions from the facts data; an unknown name stops the build. */
function CliOptions({ names, facts }: TableProps) {
  const rows = names.map((name) => cliOption(facts, name));
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
                {o.flags.map((f, i) => (
                  <span key={f}>
                    {i ? ', ' : null}
                    <code>{f}</code>
                  </span>
                ))}
              </td>
              <td>
                <code>{formatDefault(o)}</code>
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

/** Table of environment variables RA.Aid reads, from the facts data; an unknown name stops the build. */
function EnvVars({ names, facts }: TableProps) {
  const rows = names.map((name) => cliEnvVar(facts, name));
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
                <code>{v.name}</code>
              </td>
              <td>{v.configures ?? v.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
