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
  /** Every named example (`examples`), when there are any. */
  examples?: ApiExample[];
  /** OpenAPI `style`; absent means its location's default (form for query and cookie, simple otherwise). */
  style?: string;
  /** OpenAPI `explode`; absent = true for the form style, false otherwise. */
  explode?: boolean;
  /** `allowReserved`: query values keep reserved characters such as `/` and `?` unencoded. */
  allowReserved?: boolean;
}

/** A link to documentation outside the reference (`externalDocs`). */
export interface ApiExternalDocs {
  url: string;
  description?: string;
}

/** One named example of a media type or parameter (`examples`), in file order. */
export interface ApiExample {
  /** Its key in `examples`. */
  key: string;
  summary?: string;
  description?: string;
  /** Present when the file writes the value (`value`); an example may instead point at one (`externalValue`). */
  value?: { value: unknown };
  externalValue?: string;
}

export interface ApiMediaType {
  contentType: string;
  schema?: SchemaObject;
  /** The example written in the file (`example` or the first of `examples`), if any. */
  example?: unknown;
  hasExample: boolean;
  /** Every named example (`examples`), when there are any. */
  examples?: ApiExample[];
}

/** A response header (`Content-Type` is left out, as the specification says). */
export interface ApiHeader {
  name: string;
  description?: string;
  required: boolean;
  deprecated: boolean;
  schema?: SchemaObject;
  example?: unknown;
}

/** A response link: how a value of this response feeds another operation. */
export interface ApiLink {
  name: string;
  description?: string;
  operationId?: string;
  operationRef?: string;
  /** The operation it leads to, when it is one of this document's. */
  target?: { slug: string; method: HttpMethod; path: string };
  /** Parameter name → value or runtime expression (`$response.body#/id`). */
  parameters: { name: string; value: unknown }[];
  requestBody?: { value: unknown };
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
  /** Present when the response declares headers. */
  headers?: ApiHeader[];
  /** Present when the response declares links. */
  links?: ApiLink[];
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
  externalDocs?: ApiExternalDocs;
  /** Requirements in force: the operation's `security`, else the document's (lib/site/openapi/reader/access.ts). */
  security?: ApiSecurityRequirement[];
  /** Servers of the operation, else of its path item; absent when the document's servers apply. */
  servers?: ApiServer[];
  /** `x-codeSamples` written in the file, used before the generated samples. */
  codeSamples?: ApiCodeSample[];
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

/** One sample of `x-codeSamples` (Redocly's extension): `lang`, optional `label`, `source`. */
export interface ApiCodeSample {
  lang: string;
  label?: string;
  source: string;
}

/** A security scheme of `components.securitySchemes`, as the pages and samples use it. */
export interface ApiSecurityScheme {
  /** The key in `components.securitySchemes`. */
  name: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string;
  /** apiKey: the header, query parameter or cookie that carries the key. */
  paramName?: string;
  in?: 'header' | 'query' | 'cookie';
  /** http: `bearer`, `basic` or another IANA scheme name, lower case. */
  scheme?: string;
  bearerFormat?: string;
  /** oauth2: each flow with its URLs and scopes. */
  flows?: {
    flow: string;
    authorizationUrl?: string;
    tokenUrl?: string;
    refreshUrl?: string;
    scopes: Record<string, string>;
  }[];
  /** openIdConnect: the discovery document. */
  openIdConnectUrl?: string;
}

/** One alternative of an operation's `security`: every scheme listed must be satisfied together (empty = anonymous). */
export type ApiSecurityRequirement = { scheme: string; scopes: string[] }[];

export interface ApiTag {
  name: string;
  /** `x-displayName`, else the name. */
  label: string;
  description?: string;
  externalDocs?: ApiExternalDocs;
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
  /** The URL template as written, `{name}` for variables. */
  url: string;
  description?: string;
  /** `variables`: each default, enum choices and description. */
  variables?: Record<string, { default: string; enum?: string[]; description?: string }>;
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
  externalDocs?: ApiExternalDocs;
  /** `components.schemas`, for `$ref` lookups by the schema view. */
  schemas: Readonly<Record<string, SchemaObject>>;
  /** `components.securitySchemes`, in file order. */
  securitySchemes?: ApiSecurityScheme[];
  /** The document's `security` (applies to operations without their own). */
  security?: ApiSecurityRequirement[];
  /** Webhooks (OpenAPI 3.1 `webhooks`), each a page of its own under "Webhooks"; in file order. */
  webhooks?: ApiOperation[];
  /** Set when the file was written in an older format and converted to OpenAPI 3.0 at build time. */
  convertedFrom?: 'Swagger 2.0';
  /** Located problems that do not stop the build (style lint warnings, slug collisions told apart), printed once. */
  warnings?: readonly string[];
}
