import { lacksServer, operationServers, PLACEHOLDER_SERVER } from './servers';
import type { ApiDocument, ApiOperation } from '../../shared/openapi-types';

// What a reader must know about how the pages were made from the file: said on the overview page, beside the code
// samples and in the Markdown twins. Each note is plain text with inline code in backticks.

/** Beside an operation's code samples when they call the placeholder address. */
export function samplesNote(op: ApiOperation, doc: ApiDocument): string | undefined {
  if (!lacksServer(operationServers(op, doc))) return undefined;
  return `\`${PLACEHOLDER_SERVER}\` is a placeholder: the API description gives no server address. Put the API's own in its place.`;
}

/** Under an example made from the schema when its bounds left something out (example.ts EXAMPLE_BOUNDS). */
export const SHORTENED_EXAMPLE_NOTE =
  'Shortened: some optional fields and long values are left out of this example. The schema lists every field.';

/** Beside the code samples when the request body they send is such an example. */
export const SHORTENED_BODY_NOTE =
  'The request body is shortened: it holds the required fields and some optional ones. The request body schema lists every field.';

/** Beside the code samples when a parameter value they send is such an example, naming the parameters. */
export function shortenedParametersNote(names: readonly string[]): string {
  const list = names.map((n) => `\`${n}\``).join(', ');
  return names.length === 1
    ? `The example value of ${list} is shortened: it holds the value's required fields and some optional ones.`
    : `The example values of ${list} are shortened: each holds its required fields and some optional ones.`;
}

/** The overview's notes: a converted Swagger 2.0 file, a placeholder server address. */
export function overviewNotes(doc: ApiDocument): string[] {
  const notes: string[] = [];
  if (doc.convertedFrom) {
    notes.push(`This API is described in ${doc.convertedFrom}; it was converted to OpenAPI 3.0 to build these pages.`);
  }
  if (lacksServer(doc.servers)) {
    notes.push(
      `The API description gives no server address, so the code samples call \`${PLACEHOLDER_SERVER}\`, a placeholder: put the API's own address in its place, and type it in "Send request".`,
    );
  }
  return notes;
}
