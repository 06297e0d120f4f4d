'use client';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, checkAnnouncement } from '@/lib/shared/theme/announcement';
import { storageSlot } from '@/lib/shared/storage';

export interface AnnouncementBarProps {
  id: string;
  /** Raw HTML from the site config. */
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable: boolean;
}

const dismissSlot = () => storageSlot(ANNOUNCEMENT_DISMISS_KEY);
const idSlot = () => storageSlot(ANNOUNCEMENT_ID_KEY);

function subscribe(onChange: () => void): () => void {
  const stops = [dismissSlot().listen(onChange), idSlot().listen(onChange)];
  return () => stops.forEach((stop) => stop());
}

function isClosed(id: string): boolean {
  return checkAnnouncement(id, idSlot().get(), dismissSlot().get()).closed;
}

/** Always in the static HTML; a pre-paint script hides a dismissed one, so nothing shifts. A new id shows it again. */
export function AnnouncementBar({ id, content, backgroundColor, textColor, isCloseable }: AnnouncementBarProps) {
  // Shown during hydration (the pre-paint script already hid a dismissed bar), then from storage.
  const closed = useSyncExternalStore(
    subscribe,
    useCallback(() => isClosed(id), [id]),
    () => false,
  );
  useEffect(() => {
    const check = checkAnnouncement(id, idSlot().get(), dismissSlot().get());
    idSlot().set(id);
    if (check.isNew) dismissSlot().set('false');
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(check.closed));
  }, [id]);
  if (closed) return null;
  const close = () => dismissSlot().set('true');
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor, color: textColor }}>
      {isCloseable ? <div className="announcement-bar__placeholder" /> : null}
      {/* Site-config HTML, written by the site's maintainers. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: content }} />
      {isCloseable ? (
        <button type="button" className="clean-btn announcement-bar__close" aria-label="Close" onClick={close}>
          <svg viewBox="0 0 15 15" width={14} height={14} aria-hidden="true">
            <path d="M1 1l13 13M14 1L1 14" stroke="currentColor" strokeWidth={3.1} fill="none" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
