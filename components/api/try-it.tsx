import type { TryItField, TryItModel } from '@/lib/site/types';
import { TryItActions } from '@/components/split-code';
import { BodyFields, COOKIE_HINT, Credentials, ServerPicker } from './try-it/inputs';

function ParamFields({ legend, fields, hint }: { legend: string; fields: TryItField[]; hint?: string }) {
  if (!fields.length) return null;
  return (
    <fieldset className="try-it__group">
      <legend>{legend}</legend>
      {hint ? <p className="try-it__hint">{hint}</p> : null}
      {fields.map((f) => (
        <div key={f.name} className="try-it__field try-it__field--param">
          <label htmlFor={`try-it-${f.in}-${f.name}`}>
            <code>{f.name}</code>
            {f.required ? <span className="try-it__required"> required</span> : null}
          </label>
          <input
            id={`try-it-${f.in}-${f.name}`}
            name={`${f.in}.${f.name}`}
            type="text"
            defaultValue={f.value}
            placeholder={f.placeholder || undefined}
            required={f.required}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The "Send request" panel: a static form whose small client leaf (try-it/actions.tsx) loads the sending code
 * (try-it/run.ts) only on the first interaction, so an API page ships no more than that leaf up front.
 */
export function TryIt({ model, route }: { model: TryItModel; route: string }) {
  const bodyLines = model.bodyText?.split('\n').length ?? 0;
  return (
    // A new operation is a new panel: the key makes client navigation between API pages replace it (and
    // the state the sending code keeps in its DOM) instead of reusing it.
    <section key={route} className="try-it" aria-labelledby="try-it-title">
      <h2 id="try-it-title" className="try-it__title">
        Send request
      </h2>
      {model.spec.raAid ? (
        <p className="try-it__intro">
          Sends this request from your browser to a running RA.Aid server (<code>ra-aid --server</code>). Nothing is
          sent until you press Send.
        </p>
      ) : (
        <p className="try-it__intro">
          Sends this request from your browser to the API at the address below. Nothing is sent until you press Send.
        </p>
      )}
      {model.startsAgent ? (
        <p className="try-it__caution">
          <strong>Caution:</strong> Send starts a real agent on the computer that runs the server. It reads the project
          there, can run shell commands and calls your model provider, which may cost money.
        </p>
      ) : null}
      <form className="try-it__form" noValidate>
        <ServerPicker servers={model.servers} />
        <div className={model.servers.length ? 'try-it__field try-it__field--other-server' : 'try-it__field'}>
          <label htmlFor="try-it-base-url">{model.servers.length ? 'Other server' : 'Base URL'}</label>
          {model.asksBaseUrl ? (
            <p id="try-it-base-url-hint" className="try-it__hint">
              The API description gives no server address: type the API&apos;s own before you press Send.
            </p>
          ) : null}
          <input
            id="try-it-base-url"
            name="baseUrl"
            type="url"
            inputMode="url"
            defaultValue={model.servers.length ? '' : model.baseUrl}
            placeholder={model.baseUrl || 'https://api.example.com'}
            required={model.asksBaseUrl}
            aria-describedby={model.asksBaseUrl ? 'try-it-base-url-hint' : undefined}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        <Credentials credentials={model.credentials} />
        <ParamFields legend="Path parameters" fields={model.fields.filter((f) => f.in === 'path')} />
        <ParamFields legend="Query parameters" fields={model.fields.filter((f) => f.in === 'query')} />
        <ParamFields legend="Headers" fields={model.fields.filter((f) => f.in === 'header')} />
        <ParamFields legend="Cookies" fields={model.fields.filter((f) => f.in === 'cookie')} hint={COOKIE_HINT} />
        <BodyFields model={model} />
        {model.bodyText !== null ? (
          <div className="try-it__field">
            <label htmlFor="try-it-body">
              Body{' '}
              <span className="try-it__hint">
                {model.spec.body?.contentType ?? 'JSON'}
                {model.spec.body?.required ? ', required' : ', optional'}
              </span>
            </label>
            <textarea
              id="try-it-body"
              name="body"
              rows={Math.min(Math.max(bodyLines + 1, 4), 14)}
              defaultValue={model.bodyText}
              spellCheck={false}
              autoComplete="off"
              aria-describedby="try-it-body-problems"
            />
            <div id="try-it-body-problems" className="try-it__problems" data-try-it-problems="body" />
          </div>
        ) : null}
        <div className="try-it__problems" data-try-it-problems="request" />
        <TryItActions spec={model.spec} />
        <noscript>
          <p className="try-it__nojs">
            Sending needs JavaScript, which is turned off: run the cURL sample in a terminal instead.
          </p>
        </noscript>
      </form>
      <p className="try-it__status" aria-live="polite" data-try-it-status />
      <div className="try-it__result" data-try-it-result />
    </section>
  );
}
