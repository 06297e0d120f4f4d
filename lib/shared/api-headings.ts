/**
 * The overview's "Authentication" heading. Not one of the overview's sections, because the search code builds those
 * sections' records and lists every operation under any other kind; the page renders it from here, so it is shared.
 */
export const AUTHENTICATION_HEADING = { level: 2, text: 'Authentication', id: 'authentication' } as const;
