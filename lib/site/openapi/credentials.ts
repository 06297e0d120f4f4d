import type { ApiDocument, ApiOperation, ApiSecurityScheme } from '../../shared/openapi-types';

/**
 * Where an operation's credentials go, with the samples' placeholders; the Send panel reuses `credentialSlots` with
 * what the reader typed.
 */

/** One credential the request carries: a header, a query parameter or a cookie. */
export interface CredentialSlot {
  /** The scheme it satisfies (key of `components.securitySchemes`). */
  scheme: string;
  in: 'header' | 'query' | 'cookie';
  name: string;
  /** The value with `{value}` where the credential goes (`Bearer {value}`). */
  template: string;
  /** What the reader types, in words: `token`, `API key`, `username:password`. */
  asks: string;
}

/** The schemes of the requirement the samples satisfy: the first alternative of the operation's `security`. */
export function requiredSchemes(op: ApiOperation, doc: ApiDocument): { scheme: ApiSecurityScheme; scopes: string[] }[] {
  const first = op.security?.[0] ?? [];
  return first.flatMap(({ scheme, scopes }) => {
    const found = doc.securitySchemes?.find((s) => s.name === scheme);
    return found ? [{ scheme: found, scopes }] : [];
  });
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The header, query parameter or cookie a credential travels in; none for mutual TLS. */
export function credentialSlot(s: ApiSecurityScheme): CredentialSlot | undefined {
  switch (s.type) {
    case 'apiKey':
      return { scheme: s.name, in: s.in ?? 'header', name: s.paramName ?? s.name, template: '{value}', asks: 'API key' };
    case 'http':
      if (s.scheme === 'basic') {
        return { scheme: s.name, in: 'header', name: 'Authorization', template: 'Basic {value}', asks: 'username:password' };
      }
      if (s.scheme === 'bearer' || !s.scheme) {
        return { scheme: s.name, in: 'header', name: 'Authorization', template: 'Bearer {value}', asks: 'token' };
      }
      return { scheme: s.name, in: 'header', name: 'Authorization', template: `${capitalised(s.scheme)} {value}`, asks: 'credentials' };
    case 'oauth2':
    case 'openIdConnect':
      return { scheme: s.name, in: 'header', name: 'Authorization', template: 'Bearer {value}', asks: 'access token' };
    default:
      return undefined;
  }
}

/** A slot's placeholder: `<token>` in headers, `YOUR_API_KEY` where URL or cookie encoding applies. */
export function placeholder(slot: CredentialSlot): string {
  if (slot.in !== 'header') return `YOUR_${slot.asks.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
  if (slot.asks === 'username:password') return '<base64 of username:password>';
  return `<${slot.asks.toLowerCase().replace(/\s+/g, '-')}>`;
}

/** The credentials of the operation's first security requirement, as the samples send them. */
export function credentialSlots(op: ApiOperation, doc: ApiDocument): CredentialSlot[] {
  return requiredSchemes(op, doc).flatMap(({ scheme }) => {
    const slot = credentialSlot(scheme);
    return slot ? [slot] : [];
  });
}

/** The slot's value with the credential filled in. */
export const fillSlot = (slot: CredentialSlot, value: string): string => slot.template.replace('{value}', value);
