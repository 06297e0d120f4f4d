import { z } from 'zod';

/** A site path of a redirect: starts with '/', no query; `hash` allows a trailing '#fragment'. */
function redirectPath(hash: boolean) {
  return z
    .string()
    .regex(/^\//, 'expected a site path starting with "/" (without the base URL)')
    .refine((p) => !/\s/.test(p) && !p.includes('?') && (hash || !p.includes('#')), {
      message: hash
        ? 'expected a site path: no spaces and no query string (a #fragment is allowed)'
        : 'expected a site path: no spaces, query string or #fragment',
    })
    .refine((p) => !p.split(/[/#]/).some((part) => part === '..' || part === '.'), {
      message: 'expected a site path without "." or ".." segments',
    });
}

export const redirect = z.strictObject({
  /** Old path(s) that get a redirect page; each must not be a page of the site. */
  from: z.union([redirectPath(false), z.array(redirectPath(false)).min(1)]),
  /** Page the redirect leads to: a route of the site, optionally with a #fragment. */
  to: redirectPath(true),
});

export type Redirect = z.output<typeof redirect>;
