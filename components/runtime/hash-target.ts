/** The element the URL's hash names (`#response-404`, a property permalink), or null when none or malformed. */
export function hashTarget(): HTMLElement | null {
  const hash = window.location.hash.slice(1);
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash));
  } catch {
    return null;
  }
}

/** The id a link or URL points to: its `#fragment`, URI-decoded (an undecodable fragment is used as written). */
export function fragmentId(href: string): string {
  const hash = href.indexOf('#');
  const fragment = hash === -1 ? '' : href.slice(hash + 1);
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
