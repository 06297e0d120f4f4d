import 'client-only';
/** Why a Send request failed, in plain words; commands are marked with backticks, which the panel shows as code. */

export type Failure =
  /** fetch rejected with a TypeError: no answer, or the browser refused the request or its answer. */
  | { kind: 'network' }
  /** The server answered with status ≥ 400. */
  | { kind: 'http'; status: number; statusText: string }
  /** The reader pressed Cancel. */
  | { kind: 'aborted' };

export interface Explanation {
  kind: 'blocked' | 'no-server' | 'unreachable' | 'http-error' | 'cancelled';
  message: string;
}

export type HostKind = 'loopback' | 'private' | 'public';

/** Where a host is: this machine, a private network, or the public internet (as browsers judge it). */
export function hostKind(hostname: string): HostKind {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0') return 'loopback';
  const v4 = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 127) return 'loopback';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) {
      return 'private';
    }
    return 'public';
  }
  if (/^f[cd]/.test(host) && host.includes(':')) return 'private';
  if (/^fe[89ab]/.test(host) && host.includes(':')) return 'private';
  // Single-label names (intranet hosts) and mDNS names never leave the local network.
  if (!host.includes('.') && !host.includes(':')) return 'private';
  if (host.endsWith('.local') || host.endsWith('.internal') || host.endsWith('.lan')) return 'private';
  return 'public';
}

/**
 * What the browser refuses on a public site: http:// calls from an https page (mixed content) and calls to this machine
 * or the local network (Private Network Access).
 */
export function browserBlocks(pageUrl: string, targetUrl: string): { mixedContent: boolean; privateNetwork: boolean } {
  const page = new URL(pageUrl);
  const target = new URL(targetUrl);
  if (hostKind(page.hostname) !== 'public') return { mixedContent: false, privateNetwork: false };
  return {
    mixedContent: page.protocol === 'https:' && target.protocol === 'http:',
    privateNetwork: hostKind(target.hostname) !== 'public',
  };
}

/** `raAid`: the document is RA.Aid's, so a missing server is `ra-aid --server`; else the words speak of the API. */
export function explainFailure(pageUrl: string, targetUrl: string, failure: Failure, raAid = true): Explanation {
  const origin = new URL(targetUrl).origin;
  if (failure.kind === 'aborted') return { kind: 'cancelled', message: 'Request cancelled: nothing was received.' };
  if (failure.kind === 'http') {
    const status = `${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''}`;
    return {
      kind: 'http-error',
      message: `The server at ${origin} answered with an error (${status}); its response is below.`,
    };
  }
  const { mixedContent, privateNetwork } = browserBlocks(pageUrl, targetUrl);
  if (mixedContent || privateNetwork) {
    const rules = [
      mixedContent ? 'a page served over HTTPS may not call an http:// address (mixed content)' : '',
      privateNetwork
        ? 'a page from a public site may not call this computer or your local network (Private Network Access)'
        : '',
    ].filter(Boolean);
    return {
      kind: 'blocked',
      message:
        `Your browser blocked the request to ${origin}: ${rules.join(', and ')}. ` +
        'To send requests to your own server, open these docs locally (in a clone of the docs repository, `npm start`), ' +
        'or run the cURL sample in a terminal.',
    };
  }
  if (!raAid) {
    return {
      kind: 'unreachable',
      message:
        `No answer from ${origin}. Either no server runs there (check the address), or the server does not allow ` +
        'requests from this page (CORS): run the cURL sample in a terminal instead.',
    };
  }
  if (hostKind(new URL(targetUrl).hostname) === 'loopback') {
    return {
      kind: 'no-server',
      message: `No RA.Aid server answered at ${origin}. Start one with \`ra-aid --server\` (default port 1818) and try again.`,
    };
  }
  return {
    kind: 'unreachable',
    message:
      `No answer from ${origin}. Either no server runs there (check the address, and that \`ra-aid --server\` is running), ` +
      'or the server does not allow requests from this page (CORS). RA.Aid’s server allows every origin; other servers may not.',
  };
}
