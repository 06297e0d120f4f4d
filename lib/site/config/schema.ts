import { z } from 'zod';
import { formatIssues, formatPath, issuePaths } from '../../shared/validation/format';
import { navbarItem } from './schema/navbar';
import { redirect } from './schema/redirects';
import { algoliaSettings } from './schema/search';
import { headTag, scriptEntry } from './schema/tags';

export * from './schema/navbar';
export * from './schema/redirects';
export * from './schema/search';
export * from './schema/tags';

const localeConfig = z.strictObject({
  /** Label in the language switcher. Default: the locale name ("English" for en). */
  label: z.string().optional(),
  /** Value of `<html lang>`. Default: the locale code. */
  htmlLang: z.string().optional(),
  /** Text direction. Default 'ltr'. */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
});

const announcementBar = z.strictObject({
  /** Identifies this announcement; a new id shows the bar again to readers who closed an older one. */
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

/**
 * Default target of "Was this page helpful?": a new RA.Aid issue; {url}, {title} and {version} are replaced by the
 * page's, encoded.
 */
export const PAGE_FEEDBACK_ISSUE_URL =
  'https://github.com/ai-christianson/RA.Aid/issues/new?title=Docs%20feedback%3A%20{title}&body=Page%3A%20{url}%0ADocs%20version%3A%20{version}%0A%0AWhat%20is%20wrong%20or%20missing%3F%0A';

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

const editUrl = z.custom<string | EditUrlFunction>(
  (v) => typeof v === 'function' || (typeof v === 'string' && /^https?:\/\/[^/\s]+/.test(v)),
  {
    message:
      "expected an http(s) URL to which the guide's path is appended (e.g. https://github.com/owner/repo/edit/main/) or a function ({ version, versionDocsDirPath, docPath, permalink, locale }) => string",
  },
);

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
    /**
     * Adds `robots: noindex, nofollow` to every page; robots.txt disallows all, the sitemap is empty. Default false.
     */
    noIndex: z.boolean().default(false),
    /** Shows a warning banner when the page is served under the wrong base URL. Default true. */
    baseUrlIssueBanner: z.boolean().default(true),
    future: z
      .strictObject({
        /** Client router: 'browser' (history API), or 'hash', which is accepted but stops the build as unsupported. */
        experimental_router: z.enum(['browser', 'hash']).default('browser'),
      })
      .default({ experimental_router: 'browser' }),
    docs: z
      .strictObject({
        /**
         * The version served at the site root: 'current' (content/) or a name from versions.json. Default: the first
         * name in versions.json, else 'current'.
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
              /**
               * Banner above each page. Default: 'unreleased' before lastVersion, 'unmaintained' after, 'none' for it.
               */
              banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
              /** "Version: {label}" above each page. Default true when the site has more than one version. */
              badge: z.boolean().optional(),
              /** `robots: noindex` on its pages, and the latest version's page as canonical. Default false. */
              noIndex: z.boolean().optional(),
            }),
          )
          .default({}),
        /**
         * "Edit this page": a base URL to which the guide's path from the project root is appended, or a function of
         * { version, versionDocsDirPath, docPath, permalink, locale }. Default: no link.
         */
        editUrl: editUrl.optional(),
        /** "Last updated on {date}" under each guide, from its last git commit, else its mtime. Default false. */
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
    /** Scripts in every page's `<head>` after headTags: URLs, or attribute objects with `src`. Default []. */
    scripts: z.array(scriptEntry).default([]),
    /** Extra elements in every page's `<head>`: { tagName, attributes, innerHTML? }. Default []. */
    headTags: z.array(headTag).default([]),
    /**
     * Static redirect pages, as the client-redirects plugin's `redirects`: one page per `from` path sending the reader
     * to the route `to`. Default [].
     */
    redirects: z.array(redirect).default([]),
    openapi: z
      .strictObject({
        /**
         * Whether every lint problem of the OpenAPI files stops the build. Default false: only specification errors
         * stop it, the rest are located warnings.
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
         * With hideOnScroll: whether reaching an existing `#hash` target shows the navbar ('show', the spec's reading)
         * or hides it ('hide', as Docusaurus 3.7). Default 'show'.
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
      /** Heading of the page-crash screen, in either reading of the spec. Default 'This page crashed'. */
      pageCrashHeading: z.enum(['This page crashed', 'This page crashed.']).default('This page crashed'),
      /**
       * "Was this page helpful?" on guides and API pages (false removes it); `issueUrl` is where a reader can say more
       * (false: no link). Each answer is also a `docs:page-feedback` event for analytics.
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
      /** og:image of pages without a card or front-matter `image` (/search, not-found), a path under public/. */
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
      algolia: algoliaSettings,
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
