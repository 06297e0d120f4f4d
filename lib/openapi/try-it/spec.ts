import type { SchemaObject } from '../types';

/**
 * What the "Send request" panel needs in the browser, made at build time by model.ts and passed to the client
 * leaf as plain JSON. This module has no runtime imports: it is shared by build-time and browser code.
 */

/** The server the panel calls until the reader types another one: `ra-aid --server`'s default address. */
export const DEFAULT_BASE_URL = 'http://localhost:1818';

/** localStorage key of the base URL the reader typed; shared by every API page (and both API versions). */
export const BASE_URL_STORAGE_KEY = 'ra-aid-docs.api.baseUrl';

export interface TryItParam {
  name: string;
  in: 'path' | 'query';
  required: boolean;
}

export interface TryItSpec {
  /** Upper case, as sent. */
  method: string;
  /** The path template, `{name}` for path parameters. */
  path: string;
  params: TryItParam[];
  /** Present when the operation takes a JSON body. */
  body?: {
    required: boolean;
    /**
     * The body's schema with the document's schemas it refers to under `components.schemas`, so that its
     * `#/components/schemas/…` references resolve inside this one object. Absent when the file gives none.
     */
    schema?: SchemaObject;
  };
}
