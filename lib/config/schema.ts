import { z } from 'zod';
import { formatIssues, formatPath, issuePaths } from '../validation/format';

/** A link item in the navbar: an internal route (`to`) or an external URL (`href`). */
const linkItem = z.strictObject({
  type: z.literal('default').optional(),
  /** Text shown in the navbar. */
  label: z.string(),
  /** Internal route, base URL added. */
  to: z.string().optional(),
  /** External URL, opened in a new tab. */
  href: z.string().optional(),
  /** Side of the navbar. Default 'left'. */
  position: z.enum(['left', 'right']).default('left'),
  /** Marks the item active for every path below this prefix. */
  activeBasePath: z.string().optional(),
});

const docItem = z.strictObject({
  type: z.literal('doc'),
  /** Id of the doc to link to (path under content/ without extension). */
  docId: z.string(),
  /** Text shown; default the doc id. */
  label: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
});

const docSidebarItem = z.strictObject({
  type: z.literal('docSidebar'),
  /** Id of the sidebar whose first link is the target. */
  sidebarId: z.string(),
  label: z.string().optional(),
  position: z.enum(['left', 'right']).default('left'),
});

const simpleItem = (type: 'localeDropdown' | 'docsVersionDropdown' | 'search') =>
  z.strictObject({
    type: z.literal(type),
    label: z.string().optional(),
    position: z.enum(['left', 'right']).default('right'),
  });

export type NavbarLinkItem = z.infer<typeof linkItem>;
export type NavbarDocItem = z.infer<typeof docItem>;
export type NavbarDocSidebarItem = z.infer<typeof docSidebarItem>;

const leafItem = z.union([linkItem, docItem, docSidebarItem]);

const dropdownItem = z.strictObject({
  type: z.literal('dropdown'),
  label: z.string(),
  position: z.enum(['left', 'right']).default('left'),
  /** Entries of the menu: links, docs or sidebars. */
  items: z.array(leafItem),
});

export const KNOWN_NAVBAR_ITEM_TYPES = [
  'default',
  'doc',
  'docSidebar',
  'dropdown',
  'localeDropdown',
  'docsVersionDropdown',
  'search',
] as const;

/** Checked before the union so an unknown type gets its own clear message. */
const navbarItem = z
  .looseObject({ type: z.string().optional() })
  .superRefine((item, ctx) => {
    const type = item.type ?? 'default';
    if (!(KNOWN_NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `unknown navbar item type "${type}" (known types: ${KNOWN_NAVBAR_ITEM_TYPES.join(', ')})`,
      });
    }
  })
  .pipe(
    z.union([
      linkItem,
      docItem,
      docSidebarItem,
      dropdownItem,
      simpleItem('localeDropdown'),
      simpleItem('docsVersionDropdown'),
      simpleItem('search'),
    ]),
  );

export type NavbarItem = z.infer<typeof navbarItem>;

const localeConfig = z.strictObject({
  /** Label in the language switcher. Default: the locale name ("English" for en). */
  label: z.string().optional(),
  /** Value of `<html lang>`. Default: the locale code. */
  htmlLang: z.string().optional(),
  /** Text direction. Default 'ltr'. */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
});

const announcementBar = z.strictObject({
  /** Identifies this announcement; a new id shows the bar again to readers who closed an older one. Default 'announcement-bar'. */
  id: z.string().default('announcement-bar'),
  /** HTML content of the bar. */
  content: z.string(),
  /** Background colour. Default: the theme's. */
  backgroundColor: z.string().optional(),
  /** Text colour. Default: the theme's. */
  textColor: z.string().optional(),
  /** Whether readers can close the bar. Default true. */
  isCloseable: z.boolean().default(true),
});

const tocLevel = z.number().int().min(2).max(6);

/** Default target of the no-results screen's "Let us know." link: a new issue on the RA.Aid repository. */
export const MISSING_RESULTS_URL =
  'https://github.com/ai-christianson/RA.Aid/issues/new?title=Docs%20search%3A%20no%20results%20for%20%22{query}%22';

/**
 * Default target of "Was this page helpful?": a new issue on the RA.Aid repository, its title and body filled in;
 * {url}, {title} and {version} are replaced by the page's, encoded.
 */
export const PAGE_FEEDBACK_ISSUE_URL =
  'https://github.com/ai-christianson/RA.Aid/issues/new?title=Docs%20feedback%3A%20{title}&body=Page%3A%20{url}%0ADocs%20version%3A%20{version}%0A%0AWhat%20is%20wrong%20or%20missing%3F%0A';

const localIndexDefaults = { shardAboveBytes: 300 * 1024, shardTargetBytes: 32 * 1024, blockTargetBytes: 2 * 1024 };
const localIndex = z.strictObject({
  /** The single-file index is kept while it is at most this many bytes gzipped; above, it is sharded so a first query downloads a bounded part. Default 307200 (300 KiB). */
  shardAboveBytes: z.number().int().min(0).default(localIndexDefaults.shardAboveBytes),
  /** Target gzipped size of one term shard of a sharded index. Default 32768 (32 KiB). */
  shardTargetBytes: z.number().int().min(1024).default(localIndexDefaults.shardTargetBytes),
  /** Target gzipped size of one block of records (fetched for the hits shown) of a sharded index. Default 2048. */
  blockTargetBytes: z.number().int().min(256).default(localIndexDefaults.blockTargetBytes),
});

/** What a function `docs.editUrl` is given, as in Docusaurus: one call per guide. */
export interface EditUrlParams {
  /** Docs version name: 'current' (content/) or a name from versions.json. */
  version: string;
  /** The version's docs folder relative to the project root: 'content' or 'versioned_docs/version-0.30.2'. */
  versionDocsDirPath: string;
  /** The guide's file relative to that folder: 'quickstart/installation.mdx'. */
  docPath: string;
  /** The page's URL path, base URL included. */
  permalink: string;
  /** Locale the page is built in. */
  locale: string;
}

/** Edit URL of one guide; an empty result or undefined shows no link for that guide. */
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const editUrl = z.custom<string | EditUrlFunction>(
  (v) => typeof v === 'function' || (typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v)),
  {
    message:
      "expected an http(s) URL to which the guide's path is appended (e.g. https://github.com/owner/repo/edit/main/) or a function ({ version, versionDocsDirPath, docPath, permalink, locale }) => string",
  },
);

/** HTML attribute names: letters, digits, '-', '_', ':' and '.', not starting with a digit or '-'. */
const ATTRIBUTE_NAME = /^[A-Za-z_:][A-Za-z0-9_:.-]*$/;

/** An attribute map as Docusaurus accepts it: string values, or booleans (true writes the bare attribute, false leaves it out). */
export type TagAttributes = Record<string, string | boolean>;

function checkAttributes(value: unknown, ctx: z.RefinementCtx, at: (string | number)[] = []): value is TagAttributes {
  if (!isRecord(value)) {
    ctx.addIssue({
      code: 'custom',
      path: at,
      message: 'expected an object of attribute names to string or boolean values',
    });
    return false;
  }
  let ok = true;
  for (const [name, v] of Object.entries(value)) {
    if (!ATTRIBUTE_NAME.test(name)) {
      ctx.addIssue({ code: 'custom', path: [...at, name], message: `"${name}" is not a valid HTML attribute name` });
      ok = false;
    } else if (typeof v !== 'string' && typeof v !== 'boolean') {
      ctx.addIssue({ code: 'custom', path: [...at, name], message: 'expected a string or a boolean attribute value' });
      ok = false;
    }
  }
  return ok;
}

/** A `scripts` entry as written: a URL, or the attributes of a `<script>` with at least `src`. */
export type ScriptInput = string | ({ src: string; async?: boolean; defer?: boolean } & TagAttributes);
/** A `scripts` entry once validated: always the attribute map. */
export type ScriptTag = { src: string } & TagAttributes;

const scriptEntry = z
  .custom<ScriptInput>(() => true)
  .superRefine((v, ctx) => {
    if (typeof v === 'string') {
      if (!v.trim()) ctx.addIssue({ code: 'custom', message: 'expected a script URL, not an empty string' });
      return;
    }
    if (!isRecord(v)) {
      ctx.addIssue({
        code: 'custom',
        message: 'expected a script URL or an object of <script> attributes with a "src"',
      });
      return;
    }
    if (!checkAttributes(v, ctx)) return;
    if (typeof v.src !== 'string' || !v.src.trim()) {
      ctx.addIssue({ code: 'custom', path: ['src'], message: 'a script object needs a "src" (the script URL)' });
    }
    for (const flag of ['async', 'defer'] as const) {
      if (flag in v && typeof v[flag] !== 'boolean') {
        ctx.addIssue({ code: 'custom', path: [flag], message: 'expected true or false' });
      }
    }
  })
  .transform((v): ScriptTag => (typeof v === 'string' ? { src: v } : v));

/** Elements a `headTags` entry may create: the ones valid in `<head>` (the title is the page's own). */
export const HEAD_TAG_NAMES = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
const VOID_HEAD_TAGS: readonly string[] = ['base', 'link', 'meta'];

export interface HeadTag {
  tagName: (typeof HEAD_TAG_NAMES)[number];
  attributes: TagAttributes;
  /** Raw HTML content (scripts, styles, noscript); not for void elements. */
  innerHTML?: string;
}

const headTag = z
  .custom<HeadTag>(() => true)
  .superRefine((v, ctx) => {
    if (!isRecord(v)) {
      ctx.addIssue({ code: 'custom', message: 'expected { tagName, attributes, innerHTML? }' });
      return;
    }
    for (const key of Object.keys(v)) {
      if (!['tagName', 'attributes', 'innerHTML'].includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'unknown field (known: tagName, attributes, innerHTML)' });
      }
    }
    if (typeof v.tagName !== 'string' || !(HEAD_TAG_NAMES as readonly string[]).includes(v.tagName)) {
      ctx.addIssue({
        code: 'custom',
        path: ['tagName'],
        message: `expected one of ${HEAD_TAG_NAMES.join(', ')} (elements allowed in <head>), got ${JSON.stringify(v.tagName)}`,
      });
    }
    checkAttributes(v.attributes ?? {}, ctx, ['attributes']);
    if (v.innerHTML !== undefined) {
      if (typeof v.innerHTML !== 'string') {
        ctx.addIssue({ code: 'custom', path: ['innerHTML'], message: 'expected a string of HTML' });
      } else if (typeof v.tagName === 'string' && VOID_HEAD_TAGS.includes(v.tagName)) {
        ctx.addIssue({
          code: 'custom',
          path: ['innerHTML'],
          message: `<${v.tagName}> is a void element: it has no content`,
        });
      }
    }
  })
  .transform((v): HeadTag => ({ ...v, attributes: v.attributes ?? {} }));

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

const redirect = z.strictObject({
  /** Old path(s) that get a redirect page; each must not be a page of the site. */
  from: z.union([redirectPath(false), z.array(redirectPath(false)).min(1)]),
  /** Page the redirect leads to: a route of the site, optionally with a #fragment. */
  to: redirectPath(true),
});

export type Redirect = z.output<typeof redirect>;

export const siteConfigSchema = z
  .strictObject({
    /** Origin of the production site, no path (e.g. https://docs.ra-aid.ai). Required. */
    url: z
      .url({ protocol: /^https?$/ })
      .refine((u) => ['', '/'].includes(new URL(u).pathname), {
        message: 'The url is not supposed to contain a sub-path; use the baseUrl field for sub-paths.',
      })
      .transform((u) => u.replace(/\/$/, '')),
    /** Path prefix the site is served under, starting and ending with '/'. Default '/'. */
    baseUrl: z
      .string()
      .default('/')
      .transform((b) => `/${b.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')),
    /** true adds, false removes a trailing slash on page URLs; undefined leaves them as authored. Default undefined. */
    trailingSlash: z.boolean().optional(),
    /** Favicon path under public/. Default none. */
    favicon: z.string().optional(),
    /** Site title, used as the title suffix ("Page | Title"). Required. */
    title: z.string().min(1),
    /** Short description of the site. Default ''. */
    tagline: z.string().default(''),
    /** Adds `robots: noindex, nofollow` to every page; robots.txt then disallows everything and sitemap.xml lists no URL. Default false. */
    noIndex: z.boolean().default(false),
    /** Shows a warning banner when the page is served under the wrong base URL. Default true. */
    baseUrlIssueBanner: z.boolean().default(true),
    future: z
      .strictObject({
        /** Client router: 'browser' (history API) or 'hash' (accepted, but the build stops: not supported yet). Default 'browser'. */
        experimental_router: z.enum(['browser', 'hash']).default('browser'),
      })
      .default({ experimental_router: 'browser' }),
    docs: z
      .strictObject({
        /**
         * The version served at the site root, as in Docusaurus: 'current' (content/) or a name from versions.json.
         * Default: the first name in versions.json, else 'current'.
         */
        lastVersion: z.string().min(1).optional(),
        /** Per-version settings by version name ('current' = content/). Default {}. */
        versions: z
          .record(
            z.string(),
            z.strictObject({
              /** Shown in the dropdown, badge and banner. Default 'Next' for current, else the name. */
              label: z.string().min(1).optional(),
              /** URL path under the base URL. Default '' for lastVersion, 'next' for current, else the name. */
              path: z
                .string()
                .regex(/^[A-Za-z0-9._/-]*$/, 'letters, digits, ".", "_", "-" and "/" only')
                .optional(),
              /** Banner above each page. Default 'unreleased' before lastVersion, 'unmaintained' after it, 'none' for it. */
              banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
              /** "Version: {label}" above each page. Default true when the site has more than one version. */
              badge: z.boolean().optional(),
              /** `robots: noindex` on its pages, and the latest version's page as canonical. Default false. */
              noIndex: z.boolean().optional(),
            }),
          )
          .default({}),
        /**
         * "Edit this page" under each guide: a URL to which the guide's path from the project root is appended
         * (`https://github.com/owner/repo/edit/main/` + `content/quickstart/installation.mdx`), or a function of
         * { version, versionDocsDirPath, docPath, permalink, locale }. Default none: no link.
         */
        editUrl: editUrl.optional(),
        /** "Last updated on {date}" under each guide, from the last git commit of its file (its mtime without git history). Default false. */
        showLastUpdateTime: z.boolean().default(false),
      })
      .default({ versions: {}, showLastUpdateTime: false }),
    i18n: z
      .strictObject({
        /** Locale of the source content. Default 'en'. */
        defaultLocale: z.string().default('en'),
        /** Every locale the site is built in. Default ['en']. */
        locales: z.array(z.string()).min(1).default(['en']),
        /** Per-locale settings. Default {}. */
        localeConfigs: z.record(z.string(), localeConfig).default({}),
      })
      .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
    /** Scripts in every page's `<head>`, after headTags: URLs, or attribute objects with `src` (async/defer kept). Default []. */
    scripts: z.array(scriptEntry).default([]),
    /** Extra elements in every page's `<head>`: { tagName, attributes, innerHTML? }. Default []. */
    headTags: z.array(headTag).default([]),
    /**
     * Static redirect pages (as the client-redirects plugin's `redirects`): a page per `from` path that sends the
     * reader to `to`, a route of the site. Default [].
     */
    redirects: z.array(redirect).default([]),
    openapi: z
      .strictObject({
        /**
         * Every lint problem of the OpenAPI files stops the build, style warnings included. Default false: only errors
         * of the OpenAPI specification stop it, and the other problems are printed as located warnings.
         */
        strict: z.boolean().default(false),
      })
      .default({ strict: false }),
    themeConfig: z.strictObject({
      navbar: z.strictObject({
        /** Text next to the logo; null shows none. Default null. */
        title: z.string().nullable().default(null),
        logo: z
          .strictObject({
            /** Alt text of the logo image. Default: the site title. */
            alt: z.string().optional(),
            /** Logo for light mode, path under public/. */
            src: z.string(),
            /** Logo for dark mode. Default: src. */
            srcDark: z.string().optional(),
            /** Where the logo links to. Default '/'. */
            href: z.string().default('/'),
          })
          .optional(),
        /** Hides the navbar while scrolling down (shows it on scroll up and near the top). Default false. */
        hideOnScroll: z.boolean().default(false),
        /**
         * With hideOnScroll: what navigating to an existing `#hash` target does to the navbar. 'show' (the
         * spec's reading) or 'hide' (Docusaurus 3.7: hidden, and the next scroll event ignored). Default 'show'.
         */
        hashTargetNavbar: z.enum(['show', 'hide']).default('show'),
        /** Items of the navbar, in order. Default []. */
        items: z.array(navbarItem).default([]),
      }),
      footer: z
        .strictObject({
          /** 'dark' or 'light'. Default 'dark'. */
          style: z.enum(['dark', 'light']).default('dark'),
          /** Copyright line, HTML allowed. Default none. */
          copyright: z.string().optional(),
        })
        .default({ style: 'dark' }),
      docs: z
        .strictObject({
          /** Where the reader's chosen docs version is remembered: 'localStorage' or 'none'. Default 'localStorage'. */
          versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
        })
        .default({ versionPersistence: 'localStorage' }),
      /** Optional announcement bar above the navbar. Default none. */
      announcementBar: announcementBar.optional(),
      colorMode: z
        .strictObject({
          /** Mode used when the reader has not chosen one. Default 'dark'. */
          defaultMode: z.enum(['light', 'dark']).default('dark'),
          /** Hides the colour-mode switch. Default false. */
          disableSwitch: z.boolean().default(false),
          /** Follows the operating system preference instead of defaultMode. Default false. */
          respectPrefersColorScheme: z.boolean().default(false),
        })
        .default({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }),
      /**
       * Heading of the page-crash screen: 'This page crashed' (the spec's reading) or 'This page crashed.'
       * (the other reading, with a trailing period). Default 'This page crashed'.
       */
      pageCrashHeading: z.enum(['This page crashed', 'This page crashed.']).default('This page crashed'),
      /**
       * "Was this page helpful?" at the end of guides and API pages; false removes it. `issueUrl` is where a reader
       * who answers is offered to say more ({url}, {title}, {version} replaced; false: no link). Default a new RA.Aid
       * GitHub issue. Each answer is also sent to the page as a `docs:page-feedback` event for analytics.
       */
      pageFeedback: z
        .union([
          z.literal(false),
          z.strictObject({ issueUrl: z.union([z.string(), z.literal(false)]).default(PAGE_FEEDBACK_ISSUE_URL) }),
        ])
        .default({ issueUrl: PAGE_FEEDBACK_ISSUE_URL }),
      /** Extra `<meta>` tags on every page. Default []. */
      metadata: z
        .array(z.strictObject({ name: z.string().optional(), property: z.string().optional(), content: z.string() }))
        .default([]),
      /** Social card image (og:image) of pages without a generated card or front-matter `image` (/search, not-found), path under public/. Default none. */
      image: z.string().optional(),
      tableOfContents: z
        .strictObject({
          /** Smallest heading level in the TOC. Default 2. */
          minHeadingLevel: tocLevel.default(2),
          /** Largest heading level in the TOC. Default 3. */
          maxHeadingLevel: tocLevel.default(3),
        })
        .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, {
          message: 'minHeadingLevel must not be greater than maxHeadingLevel',
        })
        .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
      /** Search settings; without Algolia credentials search uses the local index built with the site. */
      algolia: z
        .strictObject({
          /** Algolia application id (NEXT_PUBLIC_ALGOLIA_APP_ID). Default none: the local index is used. */
          appId: z.string().optional(),
          /** Public search-only API key (NEXT_PUBLIC_ALGOLIA_SEARCH_KEY). Default none: the local index is used. */
          apiKey: z.string().optional(),
          /** Index name, on Algolia and in the recent-search storage keys. Default 'ra-aid'. */
          indexName: z.string().default('ra-aid'),
          /** Restrict results to the current language and docs version (facet filters). Default true. */
          contextualSearch: z.boolean().default(true),
          /** Extra facet filters appended to the contextual ones. Default []. */
          facetFilters: z.array(z.union([z.string(), z.array(z.string())])).default([]),
          /** Route of the search results page; false removes the page link from the modal. Default 'search'. */
          searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
          /** Hits per page on the search page (spec 20; Docusaurus' own page uses 15). Default 20. */
          searchPageHitsPerPage: z.number().int().min(1).max(100).default(20),
          /** Recent searches kept: 'docsearch' = 7, or 4 when favourites exist (DocSearch's modal); or a fixed number (the generic default is 5). Default 'docsearch'. */
          recentSearchesLimit: z.union([z.literal('docsearch'), z.number().int().min(0)]).default('docsearch'),
          /** Typing a letter or digit opens search with it: 'page' anywhere on the page (outside inputs), 'button' only while the search button has focus (DocSearch's reading). Default 'page'. */
          openOnTyping: z.enum(['page', 'button']).default('button'),
          /** Where "Let us know." on the no-results screen points; {query} is replaced by the encoded query; false hides the line (Docusaurus' default). Default a new RA.Aid GitHub issue. */
          missingResultsUrl: z.union([z.string(), z.literal(false)]).default(MISSING_RESULTS_URL),
          /** The local index (used without Algolia credentials): when sharding starts and how big the parts are. Default { shardAboveBytes: 307200, shardTargetBytes: 32768, blockTargetBytes: 2048 }. */
          localIndex: localIndex.default(localIndexDefaults),
        })
        .default({
          indexName: 'ra-aid',
          contextualSearch: true,
          facetFilters: [],
          searchPagePath: 'search',
          searchPageHitsPerPage: 20,
          recentSearchesLimit: 'docsearch',
          openOnTyping: 'button',
          missingResultsUrl: MISSING_RESULTS_URL,
          localIndex: localIndexDefaults,
        }),
    }),
  })
  .superRefine((c, ctx) => {
    if (!c.i18n.locales.includes(c.i18n.defaultLocale)) {
      ctx.addIssue({
        code: 'custom',
        path: ['i18n', 'defaultLocale'],
        message: `defaultLocale "${c.i18n.defaultLocale}" is not in i18n.locales`,
      });
    }
  });

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;

/** A problem at a config path (`themeConfig.navbar.items[1].type`), so its line can be found in the config file. */
export interface ConfigIssue {
  path: string;
  message: string;
}

export class ConfigError extends Error {
  /** Every problem with its config path; the message lists the same problems for a reader. */
  readonly issues: readonly ConfigIssue[];

  constructor(message: string, issues: readonly ConfigIssue[] = []) {
    super(message);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Validates a raw config object; throws a ConfigError naming the file and every bad config path. */
export function validateSiteConfig(raw: unknown, file: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    const issues = issuePaths(result.error.issues).map(({ path, message }) => ({ path: formatPath(path), message }));
    throw new ConfigError(`Invalid site config in ${file}:\n${formatIssues(result.error.issues)}`, issues);
  }
  return result.data;
}
