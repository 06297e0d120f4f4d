'use client';
import { BASE_URL_STORAGE_KEY, type TryItSpec } from '@/lib/shared/try-it/spec';
import { storageSlot } from '@/lib/shared/storage';
import { useEffect, useRef, useState } from 'react';
import type { Panel } from './run';

/**
 * The panel's only code loaded with the page: it imports the sending code (./run.ts) on the first focus or press in
 * the panel, and a Send pressed before that code arrives is carried out once it has.
 */
export function TryItActions({ spec }: { spec: TryItSpec }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const form = ref.current?.closest('form');
    const section = form?.closest('section');
    if (!form || !section) return;
    const baseUrl = form.elements.namedItem('baseUrl');
    const saved = storageSlot(BASE_URL_STORAGE_KEY).get();
    // What the reader typed before hydration wins over the remembered address.
    if (saved && baseUrl instanceof HTMLInputElement && baseUrl.value === baseUrl.defaultValue) baseUrl.value = saved;

    let panel: Promise<Panel> | undefined;
    const load = () =>
      (panel ??= import('./run').then(
        (m) => m.attach(section, form, spec),
        (err: unknown) => {
          panel = undefined; // a failed chunk download is tried again on the next interaction
          throw err;
        },
      ));
    const warm = () => void load().catch(() => {});
    const submit = (event: Event) => {
      event.preventDefault();
      void load().then((p) => p.send());
    };
    section.addEventListener('focusin', warm);
    section.addEventListener('pointerdown', warm);
    form.addEventListener('submit', submit);
    // This code itself may have loaded because the reader focused a field of the panel (the first interaction).
    if (section.contains(document.activeElement)) warm();
    setReady(true);
    return () => {
      section.removeEventListener('focusin', warm);
      section.removeEventListener('pointerdown', warm);
      form.removeEventListener('submit', submit);
      void panel?.then((p) => p.detach()).catch(() => {});
    };
  }, [spec]);

  return (
    <div ref={ref} className="try-it__actions">
      <button type="submit" className="try-it__send" disabled={!ready}>
        Send
      </button>
      <button type="button" className="try-it__cancel" data-try-it-cancel disabled>
        Cancel
      </button>
    </div>
  );
}
