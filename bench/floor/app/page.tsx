import Link from 'next/link';

// One heading, one paragraph (the LCP element) and one client-side link: the router and `next/link` are
// what every App Router page ships, so they belong to the floor.
export default function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>
        The smallest page a Next.js static export can serve: the framework&apos;s runtime, its router and one link,
        nothing of the site.
      </p>
      <Link href="/second">Second page</Link>
    </main>
  );
}
