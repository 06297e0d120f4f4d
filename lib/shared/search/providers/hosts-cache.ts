import { storageSlot, type StorageSlot } from '../../storage/index';

/** A failed host counts as down for this long (behaviours §7.3). */
export const HOST_DOWN_MS = 2 * 60 * 1000;

type HostStatus = 'up' | 'down' | 'timed out';

interface Host {
  url: string;
  protocol: string;
  accept: string;
}

interface StoredHost extends Host {
  status: HostStatus;
  lastUpdate: number;
}

/** The cache interface the Algolia transporter uses for host states. */
export interface HostsCache {
  get<T>(key: unknown, defaultValue: () => Promise<T>, events?: { miss?: (value: T) => Promise<unknown> }): Promise<T>;
  set<T>(key: unknown, value: T): Promise<T>;
  delete(key: unknown): Promise<void>;
  clear(): Promise<void>;
}

function hostKey(key: unknown): string {
  const h = key as Partial<Host>;
  return JSON.stringify({ url: h.url, accept: h.accept, protocol: h.protocol });
}

/** A stored host with the two checks the transporter calls, computed from its stored time. */
function revive(stored: StoredHost) {
  return {
    ...stored,
    isUp: () => stored.status === 'up' || Date.now() - stored.lastUpdate > HOST_DOWN_MS,
    isTimedOut: () => stored.status === 'timed out' && Date.now() - stored.lastUpdate <= HOST_DOWN_MS,
  };
}

function isStoredHost(value: unknown): value is StoredHost {
  const v = value as Partial<StoredHost> | null;
  return !!v && typeof v.url === 'string' && typeof v.lastUpdate === 'number' && typeof v.status === 'string';
}

/**
 * Algolia host states in localStorage under the client's own key, keyed by the host alone: the client stores a host
 * together with its state, so a key including the state would never find a down host again.
 */
export function createHostsCache(storageKey: string): HostsCache {
  const memory = new Map<string, { timestamp: number; value: StoredHost }>();
  const slot: StorageSlot | null = typeof window === 'undefined' ? null : storageSlot(storageKey);
  const load = (): Record<string, { timestamp: number; value: StoredHost }> => {
    if (!slot) return Object.fromEntries(memory);
    try {
      const parsed: unknown = JSON.parse(slot.get() ?? '{}');
      return parsed && typeof parsed === 'object'
        ? { ...Object.fromEntries(memory), ...(parsed as Record<string, { timestamp: number; value: StoredHost }>) }
        : Object.fromEntries(memory);
    } catch {
      return Object.fromEntries(memory);
    }
  };
  const save = (all: Record<string, { timestamp: number; value: StoredHost }>) => {
    memory.clear();
    for (const [k, v] of Object.entries(all)) memory.set(k, v);
    slot?.set(JSON.stringify(all));
  };
  return {
    async get<T>(key: unknown, defaultValue: () => Promise<T>, events?: { miss?: (value: T) => Promise<unknown> }) {
      const entry = load()[hostKey(key)];
      if (entry && isStoredHost(entry.value)) return revive(entry.value) as T;
      const value = await defaultValue();
      await events?.miss?.(value);
      return value;
    },
    async set<T>(key: unknown, value: T) {
      const v = value as unknown as Partial<StoredHost>;
      const h = key as Partial<Host>;
      const stored: StoredHost = {
        url: String(h.url),
        accept: String(h.accept),
        protocol: String(h.protocol),
        status: (v.status ?? 'up') as HostStatus,
        lastUpdate: typeof v.lastUpdate === 'number' ? v.lastUpdate : Date.now(),
      };
      save({ ...load(), [hostKey(key)]: { timestamp: Date.now(), value: stored } });
      return value;
    },
    async delete(key: unknown) {
      const all = load();
      delete all[hostKey(key)];
      save(all);
    },
    async clear() {
      memory.clear();
      slot?.del();
    },
  };
}
