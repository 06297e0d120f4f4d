/** An OpenAPI 3.1 schema object as it appears in the file (JSON Schema 2020-12 plus OpenAPI keywords). */
export type SchemaObject = { [key: string]: unknown };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

export interface ApiMediaType {
  contentType: string;
  schema?: SchemaObject;
  /** The example written in the file (`example` or the first of `examples`), if any. */
  example?: unknown;
  hasExample: boolean;
}

export interface ApiRequestBody {
  required: boolean;
  description?: string;
  content: ApiMediaType[];
}

export interface ApiResponse {
  /** '200', '4XX' or 'default'. */
  status: string;
  description: string;
  content: ApiMediaType[];
}

export interface ApiOperation {
  operationId?: string;
  /** Route segment under /api/: the operation's `x-page-slug`, else from its operationId (see slug.ts). */
  slug: string;
  method: HttpMethod;
  path: string;
  summary?: string;
  description?: string;
  /** The first tag, or undefined for untagged operations. */
  tag?: string;
  deprecated: boolean;
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  /** Requests the API sends back to the caller after this operation (`callbacks`), in file order. */
  callbacks?: ApiCallbackRequest[];
  /** Set on a webhook (`webhooks` of a 3.1 file): its name, also shown in `path`. */
  webhook?: string;
}

/** One request of a callback: the API calls the URL of `expression` (a runtime expression) with `method`. */
export interface ApiCallbackRequest {
  /** The callback's name in the operation's `callbacks`. */
  name: string;
  /** The URL expression, e.g. `{$request.body#/callbackUrl}`. */
  expression: string;
  method: HttpMethod;
  summary?: string;
  description?: string;
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  /** What the caller's server is expected to answer. */
  responses: ApiResponse[];
}

export interface ApiTag {
  name: string;
  /** `x-displayName`, else the name. */
  label: string;
  description?: string;
}

export interface ApiInfo {
  title: string;
  version: string;
  summary?: string;
  description?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name: string; url?: string; identifier?: string };
}

export interface ApiServer {
  url: string;
  description?: string;
}

/** The whole API description, checked and ready to render. */
export interface ApiDocument {
  /** The file, relative to the project root. */
  file: string;
  /** Route segment of the overview page, from the title. */
  slug: string;
  info: ApiInfo;
  servers: ApiServer[];
  /** Tags in the order the file declares them, then tags only used by operations. */
  tags: ApiTag[];
  /** In file order. */
  operations: ApiOperation[];
  /** `components.schemas`, for `$ref` lookups by the schema view. */
  schemas: Readonly<Record<string, SchemaObject>>;
  /** Webhooks (OpenAPI 3.1 `webhooks`), each a page of its own under "Webhooks"; in file order. */
  webhooks?: ApiOperation[];
  /** Located problems that do not stop the build (style lint warnings, slug collisions told apart), printed once. */
  warnings?: readonly string[];
}
