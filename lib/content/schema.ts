import { z } from 'zod';

const tocLevel = z.number().int().min(2).max(6);

/** Front matter of a guide (.mdx). Unknown keys are rejected so typos stop the build. */
export const frontMatterSchema = z
  .strictObject({
    /** Page title, shown as the h1 and in `<title>`. Required. */
    title: z.string().trim().min(1),
    /** One-sentence summary for meta description, cards and search. Required. */
    description: z.string().trim().min(1),
    /** Order within its sidebar category (ascending). Default: after positioned items, by title. */
    sidebar_position: z.number().optional(),
    /** Shorter label for the sidebar. Default: the title. */
    sidebar_label: z.string().trim().min(1).optional(),
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
    /** Social card image for this page, path under public/. Default: the site's. */
    image: z.string().optional(),
    /**
     * "Edit this page" target for this guide, over the one built from `docs.editUrl` (Docusaurus'
     * `custom_edit_url`): an absolute http(s) URL, or null for no link on this page. Default: the site's.
     */
    custom_edit_url: z
      .url({ protocol: /^https?$/, error: 'custom_edit_url must be an absolute http(s) URL or null' })
      .nullable()
      .optional(),
  })
  .refine(
    (fm) =>
      fm.toc_min_heading_level === undefined ||
      fm.toc_max_heading_level === undefined ||
      fm.toc_min_heading_level <= fm.toc_max_heading_level,
    { message: 'toc_min_heading_level must not be greater than toc_max_heading_level', path: ['toc_min_heading_level'] },
  );

export type FrontMatter = z.output<typeof frontMatterSchema>;

/** `_category_.json` of a content folder. */
export const categorySchema = z.strictObject({
  /** Label in the sidebar and title of the generated index page. Required. */
  label: z.string().trim().min(1),
  /** Order among its siblings. Default: after positioned items, by label. */
  position: z.number().optional(),
  /** Starts collapsed unless it holds the current page. Default true. */
  collapsed: z.boolean().default(true),
  /** What the category label links to. Default: no link. */
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
      }),
      z.strictObject({
        type: z.literal('doc'),
        /** Doc id the category label links to. */
        id: z.string(),
      }),
    ])
    .optional(),
});

export type CategoryMeta = z.output<typeof categorySchema>;
