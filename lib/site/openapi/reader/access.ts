// How a request is made and sent: security schemes and requirements, servers, `x-codeSamples`.
import type { ApiCodeSample, ApiSecurityRequirement, ApiSecurityScheme, ApiServer } from '../../../shared/openapi-types';
import { isObj, str, type Obj, type Resolve } from './values';

const SCHEME_TYPES = new Set(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']);
const KEY_PLACES = new Set(['header', 'query', 'cookie']);

/** `components.securitySchemes` in file order; references inside it followed with `deref`. */
export function readSecuritySchemes(raw: unknown, deref: Resolve): ApiSecurityScheme[] {
  if (!isObj(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]): ApiSecurityScheme[] => {
    const s = deref(value);
    if (!s || typeof s.type !== 'string' || !SCHEME_TYPES.has(s.type)) return [];
    const scheme: ApiSecurityScheme = { name, type: s.type as ApiSecurityScheme['type'], description: str(s.description) };
    if (s.type === 'apiKey') {
      scheme.paramName = str(s.name) ?? name;
      scheme.in = typeof s.in === 'string' && KEY_PLACES.has(s.in) ? (s.in as ApiSecurityScheme['in']) : 'header';
    }
    if (s.type === 'http') {
      scheme.scheme = (str(s.scheme) ?? 'bearer').toLowerCase();
      scheme.bearerFormat = str(s.bearerFormat);
    }
    if (s.type === 'oauth2' && isObj(s.flows)) {
      scheme.flows = Object.entries(s.flows).flatMap(([flow, f]) =>
        isObj(f)
          ? [
              {
                flow,
                authorizationUrl: str(f.authorizationUrl),
                tokenUrl: str(f.tokenUrl),
                refreshUrl: str(f.refreshUrl),
                scopes: isObj(f.scopes)
                  ? Object.fromEntries(Object.entries(f.scopes).map(([k, v]) => [k, typeof v === 'string' ? v : '']))
                  : {},
              },
            ]
          : [],
      );
    }
    if (s.type === 'openIdConnect') scheme.openIdConnectUrl = str(s.openIdConnectUrl);
    return [scheme];
  });
}

/** A `security` array, or undefined when the value is absent (so the document's requirements apply). */
export function readSecurity(raw: unknown): ApiSecurityRequirement[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isObj).map((req) =>
    Object.entries(req).map(([scheme, scopes]) => ({
      scheme,
      scopes: Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [],
    })),
  );
}

/** A `servers` array with each server's variables; undefined when absent or empty (the outer level's servers apply). */
export function readServers(raw: unknown): ApiServer[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const servers = raw.flatMap((s): ApiServer[] => {
    if (!isObj(s) || typeof s.url !== 'string') return [];
    const server: ApiServer = { url: s.url, description: str(s.description) };
    if (isObj(s.variables)) {
      server.variables = Object.fromEntries(
        Object.entries(s.variables).flatMap(([name, v]) => {
          if (!isObj(v)) return [];
          const choices = Array.isArray(v.enum) ? v.enum.map(String) : undefined;
          const fallback = v.default !== undefined ? String(v.default) : (choices?.[0] ?? '');
          return [[name, { default: fallback, enum: choices?.length ? choices : undefined, description: str(v.description) }]];
        }),
      );
    }
    return [server];
  });
  return servers.length ? servers : undefined;
}

/** `x-codeSamples` (or the older `x-code-samples`) of an operation: the entries with a language and a source. */
export function readCodeSamples(op: Obj): ApiCodeSample[] | undefined {
  const raw = op['x-codeSamples'] ?? op['x-code-samples'];
  if (!Array.isArray(raw)) return undefined;
  const samples = raw.flatMap((s): ApiCodeSample[] =>
    isObj(s) && typeof s.lang === 'string' && typeof s.source === 'string'
      ? [{ lang: s.lang, label: str(s.label), source: s.source }]
      : [],
  );
  return samples.length ? samples : undefined;
}
