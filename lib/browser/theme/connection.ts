import 'client-only';
/** The parts of `navigator.connection` (Network Information API) that decide route prefetching. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is skipped on 2g-class connections ("slow-2g", "2g") and when data saver is on. */
export function isSlowConnection(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return false;
  return Boolean(connection.saveData) || (connection.effectiveType ?? '').includes('2g');
}
