import { createElement } from 'react';
import type { HeadElement } from '@/lib/site/types';

/** The site owner's `headTags` and `scripts` (site.config.mjs), in every page's `<head>`, in config order. */
export function ConfigHeadTags({ elements }: { elements: readonly HeadElement[] }) {
  return elements.map(({ tagName, props, innerHTML }, i) =>
    createElement(tagName, {
      key: i,
      ...props,
      ...(innerHTML !== undefined ? { dangerouslySetInnerHTML: { __html: innerHTML } } : {}),
    }),
  );
}
