import { z } from 'zod';

const tocLevel = z.number().int().min(2).max(6);
/** A doc id (Docusaurus ids hold no slash: the folder comes from the file's place). */
const docIdRef = z.string().trim().min(1);

/** A tag: its label, or Docusaurus' object form (accepted, though there are no tag pages). */
const tagSchema = z.union([
  z.string().trim().min(1),
  z.strictObject({
    label: z.string().trim().min(1),
    permalink: z.string().optional(),
    description: z.string().optional(),
  }),
]);

/**
 * Front matter of a guide: every field Docusaurus 3.7 documents for docs. An unknown field is a warning (collect.ts); a
 * known field of the wrong type stops the build.
 */
export const frontMatterSchema = z
  .object({
    /** The doc's id instead of its file name: used by links, `pagination_next`, category links and its route. */
    id: z
      .string()
      .trim()
      .min(1)
      .refine((id) => !id.includes('/'), 'a doc id holds no "/" (the folder comes from the file)')
      .optional(),
    /** Page title, h1 (unless the body has its own `# Heading`) and `<title>`. Default: that heading, else the id. */
    title: z.string().optional(),
    /** Summary for the meta description, cards and search. Default: the body's first paragraph. */
    description: z.string().optional(),
    /** Leaves out the h1 made from the title (a `# Heading` of the body is kept). Default false. */
    hide_title: z.boolean().default(false),
    /** Order within its sidebar category (ascending). Default: after positioned items, by title. */
    sidebar_position: z.number().optional(),
    /** Shorter label for the sidebar. Default: the title. */
    sidebar_label: z.string().trim().min(1).optional(),
    /** Class name of the page's sidebar item. */
    sidebar_class_name: z.string().trim().min(1).optional(),
    /** Docusaurus' custom props of the sidebar item: accepted, nothing here reads them. */
    sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
    /** The sidebar shown with the page: this site has one, so any name shows it; null shows none. */
    displayed_sidebar: z.string().nullable().optional(),
    /** Label of the page in the previous/next links of other pages. Default: the sidebar label. */
    pagination_label: z.string().trim().min(1).optional(),
    /** Doc id the "Next" link goes to, or null for none. Default: the next page of the sidebar. */
    pagination_next: docIdRef.nullable().optional(),
    /** Doc id the "Previous" link goes to, or null for none. Default: the previous page of the sidebar. */
    pagination_prev: docIdRef.nullable().optional(),
    /** Whether a file name's number prefix (`01-intro.md`) is its order rather than part of its id. Default true. */
    parse_number_prefixes: z.boolean().optional(),
    /** Route of the page, absolute ("/") or relative to its folder. Default: the file path. */
    slug: z.string().trim().min(1).optional(),
    /** Hides the table of contents. Default false. */
    hide_table_of_contents: z.boolean().default(false),
    /** Smallest heading level in the TOC. Default: the site's (2). */
    toc_min_heading_level: tocLevel.optional(),
    /** Largest heading level in the TOC. Default: the site's (3). */
    toc_max_heading_level: tocLevel.optional(),
    /** Extra keywords for the meta keywords tag. Default none. */
    keywords: z.array(z.string()).optional(),
    /** Social card image for this page, path under public/ or a URL. Default: the page's card. */
    image: z.string().optional(),
    /** Tags of the page, shown under it. */
    tags: z.array(tagSchema).optional(),
    /** Left out of `npm run build` (shown by `npm run dev`). Default false. */
    draft: z.boolean().default(false),
    /** Built, but in no sidebar, search index, sitemap or llms.txt, and marked noindex. Default false. */
    unlisted: z.boolean().default(false),
    /** The "Last updated" date (with `docs.showLastUpdateTime`) instead of git's; `author` is accepted. */
    last_update: z
      .strictObject({
        date: z
          .union([z.string(), z.date()])
          .refine((d) => !Number.isNaN(new Date(d).getTime()), 'last_update.date is not a date')
          .optional(),
        author: z.string().optional(),
      })
      .optional(),
    /**
     * Overrides the site's "Edit this page" target (Docusaurus' `custom_edit_url`); null or empty removes the link from
     * this page.
     */
    custom_edit_url: z
      .union([
        z.url({ protocol: /^https?$/, error: 'custom_edit_url must be an absolute http(s) URL or null' }),
        z.literal('').transform(() => null),
      ])
      .nullable()
      .optional(),
  })
  .refine(
    (fm) =>
      fm.toc_min_heading_level === undefined ||
      fm.toc_max_heading_level === undefined ||
      fm.toc_min_heading_level <= fm.toc_max_heading_level,
    {
      message: 'toc_min_heading_level must not be greater than toc_max_heading_level',
      path: ['toc_min_heading_level'],
    },
  );

export type FrontMatter = z.output<typeof frontMatterSchema>;

/** The front-matter fields this site knows: any other is reported as a warning at its line. */
export const FRONT_MATTER_FIELDS: ReadonlySet<string> = new Set(Object.keys(frontMatterSchema.shape));

/** `_category_.json` / `_category_.yml` of a content folder (Docusaurus' category metadata). */
export const categorySchema = z.object({
  /** Label in the sidebar and title of the generated index page. Default: the folder name. */
  label: z.string().trim().min(1).optional(),
  /** Order among its siblings. Default: after positioned items, by label. */
  position: z.number().optional(),
  /** Starts collapsed unless it holds the current page. Default true. */
  collapsed: z.boolean().default(true),
  /** false: always open, with no toggle (shown here as a category that starts open). Default true. */
  collapsible: z.boolean().default(true),
  /** Class name of the category's sidebar item. */
  className: z.string().trim().min(1).optional(),
  /** Docusaurus' custom props of the sidebar item: accepted, nothing here reads them. */
  customProps: z.record(z.string(), z.unknown()).optional(),
  /** What the category label links to. Default: its index doc, else no link. */
  link: z
    .discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('generated-index'),
        /** Shown under the title of the index page and on cards. */
        description: z.string().optional(),
        /** Route of the index page. Default `/category/{slugified label}`. */
        slug: z.string().optional(),
        /** Title of the index page. Default: the label. */
        title: z.string().optional(),
        /** Accepted as in Docusaurus: meta keywords and image of the index page. */
        keywords: z.array(z.string()).optional(),
        image: z.string().optional(),
      }),
      z.strictObject({
        type: z.literal('doc'),
        /** Doc id the category label links to. */
        id: z.string(),
      }),
    ])
    .nullable()
    .optional(),
});

export type CategoryMeta = z.output<typeof categorySchema>;

/** The category fields this site knows: any other is a warning at its line. */
export const CATEGORY_FIELDS: ReadonlySet<string> = new Set(Object.keys(categorySchema.shape));
