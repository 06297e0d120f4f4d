import { SiteLink as Link } from '@/components/site-link';
import type { ComponentProps } from 'react';
import { externalHref } from '@/lib/shared/paths';

/** Markdown links: internal routes go through next/link (base path added), external ones open in a new tab. */
export function MdxLink({ href = '', children, ...rest }: ComponentProps<'a'>) {
  const { external, web } = externalHref(href);
  if (external) {
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
