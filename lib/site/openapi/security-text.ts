import { credentialSlot, fillSlot, placeholder } from './credentials';
import type { ApiDocument, ApiOperation, ApiSecurityScheme } from '../../shared/openapi-types';

/** The API's security in Markdown, written once for the page (components/api/markdown.tsx) and its Markdown twin. */

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

const FLOW_NAMES: Record<string, string> = {
  authorizationCode: 'authorization code',
  clientCredentials: 'client credentials',
  implicit: 'implicit',
  password: 'password',
  deviceAuthorization: 'device authorization',
};

/** One sentence: what kind of credential the scheme is and where it goes, with the placeholder the samples use. */
export function schemeSentence(s: ApiSecurityScheme): string {
  const slot = credentialSlot(s);
  const sent = slot ? fillSlot(slot, placeholder(slot)) : '';
  const place =
    slot?.in === 'query'
      ? `in the query parameter ${code(slot.name)} (${code(`${slot.name}=${sent}`)})`
      : slot?.in === 'cookie'
        ? `in the cookie ${code(slot.name)} (${code(`${slot.name}=${sent}`)})`
        : slot
          ? `in the header ${code(`${slot.name}: ${sent}`)}`
          : '';
  switch (s.type) {
    case 'apiKey':
      return `API key, sent ${place}.`;
    case 'http':
      if (s.scheme === 'basic') return `HTTP basic authentication: username and password, base64-encoded, sent ${place}.`;
      return `HTTP ${s.scheme ?? 'bearer'} ${s.scheme === 'bearer' ? `token${s.bearerFormat ? ` (${s.bearerFormat})` : ''}` : 'credentials'}, sent ${place}.`;
    case 'oauth2':
      return `OAuth 2.0 access token${s.flows?.length ? ' (from one of the flows listed)' : ''}, sent ${place}.`;
    case 'openIdConnect':
      return `OpenID Connect access token${s.openIdConnectUrl ? ` (provider described at <${s.openIdConnectUrl}>)` : ''}, sent ${place}.`;
    case 'mutualTLS':
      return 'Mutual TLS: the client presents its certificate when it connects; no header is sent.';
  }
}

/** The OAuth2 flows of a scheme as nested list items: URLs and scopes. */
function flowLines(s: ApiSecurityScheme, indent: string): string[] {
  return (s.flows ?? []).flatMap((f) => {
    const urls = [
      f.authorizationUrl ? `authorization URL <${f.authorizationUrl}>` : '',
      f.tokenUrl ? `token URL <${f.tokenUrl}>` : '',
      f.refreshUrl ? `refresh URL <${f.refreshUrl}>` : '',
    ].filter(Boolean);
    const scopes = Object.entries(f.scopes).map(([name, what]) => `${indent}  - ${code(name)}${what ? `: ${what}` : ''}`);
    return [
      `${indent}- ${FLOW_NAMES[f.flow] ?? f.flow} flow${urls.length ? `: ${urls.join(', ')}` : ''}${scopes.length ? '. Scopes:' : '.'}`,
      ...scopes,
    ];
  });
}

/** The overview's list of every security scheme; empty without any. */
export function schemesMarkdown(doc: ApiDocument): string {
  return (doc.securitySchemes ?? [])
    .map((s) => {
      const description = s.description ? `\n\n  ${s.description.trim().replace(/\n/g, '\n  ')}` : '';
      const flows = flowLines(s, '  ');
      return `- **${s.name}**: ${schemeSentence(s)}${description}${flows.length ? `\n\n${flows.join('\n')}` : ''}`;
    })
    .join('\n');
}

/** One scheme of a requirement as a list item (with its scopes and, for OAuth2, its flows) at `indent`. */
function requirementItem(name: string, scopes: readonly string[], doc: ApiDocument, indent: string, bullet = '- '): string {
  const found = doc.securitySchemes?.find((s) => s.name === name);
  const scoped = scopes.length ? ` with scope${scopes.length > 1 ? 's' : ''} ${scopes.map(code).join(', ')}` : '';
  const flows = found ? flowLines(found, indent + ' '.repeat(bullet.length)) : [];
  return [`${indent}${bullet}**${name}**${scoped}: ${found ? schemeSentence(found) : 'not declared in the file.'}`, ...flows].join('\n');
}

/** What an operation requires, in Markdown; undefined when the document declares no security at all. */
export function requirementsMarkdown(op: ApiOperation, doc: ApiDocument): string | undefined {
  const alternatives = op.security ?? [];
  if (!alternatives.length) return doc.securitySchemes?.length ? 'No authentication: anyone may call it.' : undefined;
  const items = (alt: (typeof alternatives)[number], indent: string) =>
    alt.length
      ? alt.map(({ scheme, scopes }) => requirementItem(scheme, scopes, doc, indent)).join('\n')
      : `${indent}- No credentials (anonymous access).`;
  if (alternatives.length === 1) {
    return `${alternatives[0].length > 1 ? 'Requires all of these together:' : 'Requires:'}\n\n${items(alternatives[0], '')}`;
  }
  const options = alternatives.map((alt, i) =>
    alt.length === 1
      ? requirementItem(alt[0].scheme, alt[0].scopes, doc, '', `${i + 1}. `)
      : `${i + 1}. ${alt.length ? 'All of these together:' : 'No credentials (anonymous access).'}${alt.length ? `\n\n${items(alt, '   ')}` : ''}`,
  );
  return `Requires one of these options (the code samples use the first):\n\n${options.join('\n\n')}`;
}
