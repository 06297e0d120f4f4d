import { SiteLink as Link } from '@/components/site-link';
import type { ComponentProps } from 'react';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** Markdown links: internal routes go through next/link (base path added), external ones open in a new tab. */
export function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (EXTERNAL.test(href)) {
    const web = /^https?:|^\/\//i.test(href);
    return (
      <a href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('#'))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
