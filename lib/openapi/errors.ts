/** A problem with the OpenAPI file that stops the build; the message names the file and each problem's place. */
export class OpenApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpenApiError';
  }
}
