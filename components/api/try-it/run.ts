import { explainFailure, type Failure } from '@/lib/browser/try-it/explain';
import { buildRequestUrl, checkBaseUrl, missingParams, type Problem } from '@/lib/browser/try-it/request';
import { requestParts } from '@/lib/browser/try-it/send';
import { BASE_URL_STORAGE_KEY, type TryItSpec } from '@/lib/shared/try-it/spec';
import { checkBody } from '@/lib/browser/try-it/validate';
import { storageSlot } from '@/lib/shared/storage';

/** Plain DOM over the server-rendered form, no React tree: what the reader typed before this code arrived stays. */

export interface Panel {
  send(): void;
  detach(): void;
}

/** Responses longer than this are cut in the view (the browser would struggle with megabytes in a <pre>). */
const SHOWN_BODY_CHARS = 200_000;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Text with `backticked` parts shown as code. */
function rich(text: string): Node[] {
  return text.split('`').map((part, i) => (i % 2 ? el('code', {}, part) : document.createTextNode(part)));
}

function problemItem(p: Problem): HTMLLIElement {
  return p.field ? el('li', {}, el('code', {}, p.field), ` ${p.message}`) : el('li', {}, ...rich(p.message));
}

function prettyBody(text: string, contentType: string): string {
  if (!text) return '';
  if (/json/i.test(contentType) || /^\s*[[{]/.test(text)) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  return text;
}

export function attach(section: HTMLElement, form: HTMLFormElement, spec: TryItSpec): Panel {
  const field = (name: string) => {
    const node = form.elements.namedItem(name);
    return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement ? node : null;
  };
  const baseUrl = field('baseUrl');
  const body = field('body');
  const server = form.elements.namedItem('server');
  const files = (name: string) => {
    const node = form.elements.namedItem(name);
    return node instanceof HTMLInputElement && node.type === 'file' ? (node.files?.[0] ?? null) : null;
  };
  const cancelButton = form.querySelector<HTMLButtonElement>('[data-try-it-cancel]');
  const requestProblems = form.querySelector<HTMLElement>('[data-try-it-problems="request"]');
  const bodyProblems = form.querySelector<HTMLElement>('[data-try-it-problems="body"]');
  const status = section.querySelector<HTMLElement>('[data-try-it-status]');
  const result = section.querySelector<HTMLElement>('[data-try-it-result]');
  const slot = storageSlot(BASE_URL_STORAGE_KEY);
  let inFlight: AbortController | null = null;

  const remember = () => {
    const value = baseUrl?.value.trim() ?? '';
    if (!value || value === baseUrl?.defaultValue) slot.del();
    else slot.set(value);
  };

  const showProblems = (box: HTMLElement | null, problems: Problem[]) => {
    if (!box) return;
    box.replaceChildren(...(problems.length ? [el('ul', {}, ...problems.map(problemItem))] : []));
  };

  const markInvalid = (input: HTMLInputElement | HTMLTextAreaElement | null, invalid: boolean) => {
    if (!input) return;
    if (invalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  const setStatus = (...content: Node[]) => status?.replaceChildren(...content);

  const showResponse = (url: string, response: Response, text: string, ms: number) => {
    const headers = [...response.headers.entries()];
    const contentType = response.headers.get('content-type') ?? '';
    const shown = prettyBody(text, contentType);
    const cut = shown.length > SHOWN_BODY_CHARS;
    result?.replaceChildren(
      el(
        'details',
        { class: 'try-it__headers' },
        el('summary', {}, `Response headers (${headers.length})`),
        el('dl', {}, ...headers.flatMap(([name, value]) => [el('dt', {}, name), el('dd', {}, value)])),
        el('p', { class: 'try-it__hint' }, 'Only the headers the server lets this page read (CORS) are listed.'),
      ),
      shown
        ? el(
            'pre',
            { class: 'try-it__body', tabindex: '0', role: 'region', 'aria-label': 'Response body' },
            el('code', {}, cut ? `${shown.slice(0, SHOWN_BODY_CHARS)}\n…` : shown),
          )
        : el('p', { class: 'try-it__hint' }, 'No response body.'),
      ...(cut ? [el('p', { class: 'try-it__hint' }, `Only the first ${SHOWN_BODY_CHARS} characters are shown.`)] : []),
    );
    const kind = `${String(response.status)[0]}xx`;
    const line = el(
      'span',
      { class: `try-it__code try-it__code--${kind}` },
      `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    );
    const explanation = response.ok
      ? []
      : [
          el(
            'span',
            { class: 'try-it__explain' },
            ...rich(
              explainFailure(
                location.href,
                url,
                { kind: 'http', status: response.status, statusText: response.statusText },
                spec.raAid === true,
              ).message,
            ),
          ),
        ];
    setStatus(line, el('span', { class: 'try-it__time' }, ` · ${ms} ms`), ...explanation);
  };

  const showFailure = (url: string, failure: Failure) => {
    result?.replaceChildren();
    setStatus(
      el(
        'span',
        { class: 'try-it__error' },
        ...rich(explainFailure(location.href, url, failure, spec.raAid === true).message),
      ),
    );
  };

  const send = async () => {
    const values: Record<string, string> = {};
    for (const p of spec.params) values[p.name] = field(`${p.in}.${p.name}`)?.value ?? '';
    const picked = server instanceof HTMLSelectElement ? server.value : '';
    const base = checkBaseUrl(picked || (baseUrl?.value ?? ''), spec.raAid === true);
    const missing = missingParams(spec.params, values);
    // JSON bodies are checked against their schema; the other kinds are sent as the reader gave them.
    const checked = spec.body?.kind ? ({ ok: true, body: null } as const) : checkBody(body?.value ?? '', spec.body);
    const fields: Record<string, string | File | null> = {};
    for (const f of spec.body?.fields ?? [])
      fields[f.name] = f.file ? files(`body.${f.name}`) : (field(`body.${f.name}`)?.value ?? '');
    const credentials: Record<string, string> = {};
    for (const c of spec.credentials ?? []) credentials[c.scheme] = field(`cred.${c.scheme}`)?.value ?? '';
    const parts = requestParts(spec, {
      params: values,
      credentials,
      fields,
      file: files('bodyFile'),
      text: body?.value ?? '',
    });

    markInvalid(baseUrl, 'problem' in base);
    for (const p of spec.params)
      markInvalid(
        field(`${p.in}.${p.name}`),
        missing.some((m) => m.field === p.name),
      );
    markInvalid(body, !checked.ok);
    showProblems(requestProblems, [...('problem' in base ? [base.problem] : []), ...missing, ...parts.problems]);
    showProblems(bodyProblems, checked.ok ? [] : checked.problems);
    if ('problem' in base || missing.length || !checked.ok || parts.problems.length) {
      setStatus(el('span', { class: 'try-it__error' }, 'Nothing was sent: fix the problems listed above.'));
      result?.replaceChildren();
      return;
    }

    remember();
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const url = buildRequestUrl(base.url, spec.path, spec.params, values, parts.query);
    if (cancelButton) cancelButton.disabled = false;
    result?.replaceChildren();
    setStatus(el('span', {}, `Sending ${spec.method} `), el('code', {}, url), document.createTextNode(' …'));
    const started = performance.now();
    try {
      const headers = { ...parts.headers, ...(checked.body === null ? {} : { 'Content-Type': 'application/json' }) };
      const response = await fetch(url, {
        method: spec.method,
        headers: Object.keys(headers).length ? headers : undefined,
        body: checked.body ?? parts.body,
        signal: controller.signal,
      });
      const text = await response.text();
      if (inFlight === controller) showResponse(url, response, text, Math.round(performance.now() - started));
    } catch {
      // A request replaced by a newer Send, or stopped because the panel went away, says nothing.
      if (inFlight !== controller) return;
      // fetch rejects with a TypeError for every network-level failure; the browser hides which one.
      showFailure(url, controller.signal.aborted ? { kind: 'aborted' } : { kind: 'network' });
    } finally {
      if (inFlight === controller) {
        inFlight = null;
        if (cancelButton) cancelButton.disabled = true;
      }
    }
  };

  const cancel = () => inFlight?.abort();

  cancelButton?.addEventListener('click', cancel);
  baseUrl?.addEventListener('change', remember);
  // The reader may have typed (and left) the base URL while this code was still loading.
  remember();
  return {
    send: () => void send(),
    detach() {
      const stopping = inFlight;
      inFlight = null;
      stopping?.abort();
      cancelButton?.removeEventListener('click', cancel);
      baseUrl?.removeEventListener('change', remember);
    },
  };
}
