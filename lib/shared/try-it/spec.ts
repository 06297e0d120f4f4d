import type { SchemaObject } from '../openapi-types';

/**
 * What the "Send request" panel needs in the browser, made at build time by lib/site/openapi/try-it/model.ts. No
 * runtime imports: build and browser code share it.
 */

/** The server the panel calls until the reader types another one: `ra-aid --server`'s default address. */
export const DEFAULT_BASE_URL = 'http://localhost:1818';

/** localStorage key of the base URL the reader typed; shared by every API page (and both API versions). */
export const BASE_URL_STORAGE_KEY = 'ra-aid-docs.api.baseUrl';

export interface TryItParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  /** The schema is an array or an object: the reader types JSON, serialized as the style says. */
  structured?: boolean;
}

/** A credential input of the panel: where its value goes (see lib/site/openapi/credentials.ts). */
export interface TryItCredential {
  scheme: string;
  in: 'header' | 'query' | 'cookie';
  name: string;
  /** `{value}` is replaced by what the reader typed (`Bearer {value}`); basic credentials are base64-encoded first. */
  template: string;
  basic?: boolean;
}

export interface TryItSpec {
  /** Upper case, as sent. */
  method: string;
  /** The path template, `{name}` for path parameters. */
  path: string;
  params: TryItParam[];
  /** The credentials of the operation's first security requirement (typed values stay in the page's memory). */
  credentials?: TryItCredential[];
  /** The document is RA.Aid's: messages name `ra-aid --server`; otherwise they speak of "the API". */
  raAid?: boolean;
  /** Present when the operation takes a body. */
  body?: {
    required: boolean;
    /** How it is sent (JSON when absent); multipart and form bodies are sent from their fields. */
    kind?: 'multipart' | 'form' | 'binary' | 'text';
    contentType?: string;
    /** multipart and form: the field names, and which are files. */
    fields?: { name: string; file: boolean }[];
    /**
     * The body's schema with the schemas it refers to under `components.schemas`, so references resolve inside this one
     * object (lib/site/openapi/try-it/validation-schema.ts).
     */
    schema?: SchemaObject;
  };
}
