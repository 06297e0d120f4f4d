import Link from 'next/link';

export default function Second() {
  return (
    <main>
      <h1>Second page</h1>
      <Link href="/">Back</Link>
    </main>
  );
}
