/** A content problem that stops the build; the message names the file and what is wrong. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}
