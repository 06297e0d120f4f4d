import { findEnvVar, findOption, formatDefault } from '@/lib/facts/cli';

/** Table of RA.Aid options with defaults and descriptions from the facts data; an unknown name stops the build. */
export function CliOptions({ names }: { names: string[] }) {
  const rows = names.map((name) => {
    const option = findOption(name);
    if (!option) throw new Error(`<CliOptions>: RA.Aid has no option "${name}" (see content/_data/ra-aid-cli.json)`);
    return option;
  });
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
                    {' '}One of: {o.choices.map((c, i) => (
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
export function EnvVars({ names }: { names: string[] }) {
  const rows = names.map((name) => {
    const v = findEnvVar(name);
    if (!v) throw new Error(`<EnvVars>: RA.Aid reads no environment variable "${name}" (see content/_data/ra-aid-cli.json)`);
    return v;
  });
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
