import { z } from 'zod';

// The navbar's items, as Docusaurus's themeConfig.navbar.items accepts them.

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
export const navbarItem = z
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
