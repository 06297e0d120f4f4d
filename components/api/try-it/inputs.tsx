import type { TryItModel } from '@/lib/site/types';

// Plain HTML controls that work before any script: the sending code reads them when Send is pressed.

/** Why cookie inputs are there but not sent by the page. */
export const COOKIE_HINT =
  'A web page cannot set cookies for another site: the panel leaves these out (your browser may send its own). ' +
  'The code samples send them.';

/** The server to call; the choice also picks the code samples' server by CSS (try-it/try-it.css), before any script. */
export function ServerPicker({ servers }: { servers: TryItModel['servers'] }) {
  if (!servers.length) return null;
  return (
    <div className="try-it__field">
      <label htmlFor="try-it-server">Server</label>
      <select id="try-it-server" name="server" className="try-it__server" defaultValue={servers[0].url}>
        {servers.map((s, i) => (
          <option key={s.url} value={s.url} data-server-choice={i}>
            {s.url}
            {s.description ? ` (${s.description})` : ''}
          </option>
        ))}
        <option value="">Other: type its address below</option>
      </select>
    </div>
  );
}

/** One input per credential of the operation's first security requirement; values stay in the page's memory. */
export function Credentials({ credentials }: { credentials: TryItModel['credentials'] }) {
  if (!credentials.length) return null;
  return (
    <fieldset className="try-it__group">
      <legend>Credentials</legend>
      <p className="try-it__hint">Kept in this page only, never stored: they are gone when you leave or reload it.</p>
      {credentials.map((c) => (
        <div key={c.scheme} className="try-it__field try-it__field--param">
          <label htmlFor={`try-it-cred-${c.scheme}`}>
            <code>{c.scheme}</code> <span className="try-it__hint">{c.asks}</span>
          </label>
          <input
            id={`try-it-cred-${c.scheme}`}
            name={`cred.${c.scheme}`}
            type="password"
            placeholder={c.in === 'header' ? `${c.name}: ${c.template.replace('{value}', '…')}` : `${c.in} ${c.name}`}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
      ))}
    </fieldset>
  );
}

/** multipart and form-urlencoded bodies field by field (file parts as file inputs), and a binary body's file. */
export function BodyFields({ model }: { model: TryItModel }) {
  const body = model.spec.body;
  if (body?.kind === 'binary') {
    return (
      <div className="try-it__field">
        <label htmlFor="try-it-body-file">
          Body <span className="try-it__hint">{body.contentType}, a file</span>
        </label>
        <input id="try-it-body-file" name="bodyFile" type="file" />
      </div>
    );
  }
  if (!model.bodyFields.length) return null;
  return (
    <fieldset className="try-it__group">
      <legend>
        Body <span className="try-it__hint">{body?.contentType}</span>
      </legend>
      {model.bodyFields.map((f) => (
        <div key={f.name} className="try-it__field try-it__field--param">
          <label htmlFor={`try-it-body-${f.name}`}>
            <code>{f.name}</code>
          </label>
          {f.file ? (
            <input id={`try-it-body-${f.name}`} name={`body.${f.name}`} type="file" />
          ) : (
            <input
              id={`try-it-body-${f.name}`}
              name={`body.${f.name}`}
              type="text"
              defaultValue={f.value}
              spellCheck={false}
              autoComplete="off"
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}
