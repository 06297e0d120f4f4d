import 'client-only';

/**
 * What the navbar dropdowns (./dropdown.tsx) do beyond opening and closing, which needs no script: closing from
 * outside and on Escape, arrow keys, closing on a choice; delegated listeners serve every dropdown of the page.
 */
const DROPDOWN = '.dropdown';

function openDropdowns(): HTMLDetailsElement[] {
  return Array.from(document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN} > details[open]`));
}

function detailsOf(dropdown: Element): HTMLDetailsElement | null {
  return dropdown.querySelector<HTMLDetailsElement>(':scope > details');
}

/** Closes every open dropdown that does not hold `target`. */
function closeOutside(event: Event): void {
  const target = event.target instanceof Node ? event.target : null;
  for (const details of openDropdowns()) {
    if (!target || !details.parentElement?.contains(target)) details.open = false;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (!(event.target instanceof Element)) return;
  const dropdown = event.target.closest(DROPDOWN);
  const details = dropdown && detailsOf(dropdown);
  if (!dropdown || !details) return;
  if (event.key === 'Escape' && details.open) {
    event.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  details.open = true;
  const links = Array.from(dropdown.querySelectorAll<HTMLElement>('.dropdown__menu a'));
  if (!links.length) return;
  const at = links.indexOf(event.target as HTMLElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
  links[next]!.focus();
}

/** A chosen item closes its menu, also the one shown by the pointer's hover (`data-chosen`, until it leaves). */
function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest('.dropdown__menu a')) return;
  const dropdown = event.target.closest(DROPDOWN);
  const details = dropdown && detailsOf(dropdown);
  if (!dropdown || !details) return;
  details.open = false;
  dropdown.setAttribute('data-chosen', '');
  dropdown.addEventListener('pointerleave', () => dropdown.removeAttribute('data-chosen'), { once: true });
}

/** Installs the listeners for the page session; returns their removal. */
export function installDropdowns(): () => void {
  const options = { capture: true, passive: true } as const;
  for (const type of ['mousedown', 'touchstart', 'focusin'] as const)
    document.addEventListener(type, closeOutside, options);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onClick);
  return () => {
    for (const type of ['mousedown', 'touchstart', 'focusin'] as const) {
      document.removeEventListener(type, closeOutside, options);
    }
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('click', onClick);
  };
}
