/** A link in the sidebar to one page. */
export interface PageNode {
  type: 'page';
  pageId: string;
  label: string;
  href: string;
  /** HTTP method of an API operation page ('get', 'post', …), shown as a badge. */
  method?: string;
  deprecated?: boolean;
  /** Extra class of its list item (front matter `sidebar_class_name`). */
  className?: string;
}

/** A collapsible group; `href` is set when the category has its own page (generated index or doc). */
export interface CategoryNode {
  type: 'category';
  id: string;
  label: string;
  href?: string;
  pageId?: string;
  collapsed: boolean;
  children: TreeNode[];
  /** Extra class of its list item (`className` of its category file). */
  className?: string;
}

export type TreeNode = PageNode | CategoryNode;

/** One linkable entry of the tree in reading order (categories with a page come before their children). */
export interface TreeLink {
  pageId: string;
  label: string;
  href: string;
}
