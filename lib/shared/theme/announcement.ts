/** Announcement-bar storage keys and the "is this a new announcement" check (behaviours.md §4.2). */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/** Docusaurus stored its default id misspelt; that id means the current default. */
const MISSPELT_DEFAULT_ID = 'annoucement-bar';
const DEFAULT_ID = 'announcement-bar';

export interface AnnouncementCheck {
  /** The configured id differs from the one the reader last saw: the dismissal is reset. */
  isNew: boolean;
  /** Whether the bar stays closed. */
  closed: boolean;
}

/** Decides, from the stored id and dismissal, whether a configured announcement is new and shown. */
export function checkAnnouncement(
  configuredId: string,
  storedId: string | null,
  dismissed: string | null,
): AnnouncementCheck {
  const viewedId = storedId === MISSPELT_DEFAULT_ID ? DEFAULT_ID : storedId;
  const isNew = configuredId !== viewedId;
  return { isNew, closed: !isNew && dismissed === 'true' };
}
