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
