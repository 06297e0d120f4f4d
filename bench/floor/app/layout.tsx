import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

// A title, a description and a viewport: what Lighthouse's SEO and best-practice audits ask of any page, so the
// floor's scores are not lowered by things the docs site has.
export const metadata: Metadata = {
  title: 'Floor',
  description: 'The smallest Next.js static export, the benchmark baseline of the RA.Aid docs site.',
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
