/**
 * The "Open in ChatGPT/Claude" and "Was this page helpful?" links, computed at build time so they are plain links in
 * the HTML.
 */

/** The prompt the AI links open with: read the page's Markdown, then answer questions about it. */
export function aiPrompt(markdownUrl: string, title: string): string {
  return `Read the documentation page "${title}" at ${markdownUrl} (its Markdown version), then answer my questions about it. Say when an answer is not on that page.`;
}

/** "Open in ChatGPT" and "Open in Claude": a new conversation that starts with `aiPrompt`. */
export function openInLinks(markdownUrl: string, title: string): { chatgpt: string; claude: string } {
  const q = encodeURIComponent(aiPrompt(markdownUrl, title));
  return { chatgpt: `https://chatgpt.com/?q=${q}`, claude: `https://claude.ai/new?q=${q}` };
}

/** The feedback link of a page: `{url}`, `{title}` and `{version}` in the template replaced by their encoded values. */
export function feedbackIssueUrl(template: string, page: { url: string; title: string; version: string }): string {
  return template.replace(/\{(url|title|version)\}/g, (_, key: 'url' | 'title' | 'version') =>
    encodeURIComponent(page[key]),
  );
}
