import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COPY_BUTTON } from '../api/markdown';
import { CodeBlock, RuntimeCodeBlock } from './code-block';

describe('copy button of a code block', () => {
  it("is the same markup in the guides' blocks and in the API pages' HTML strings", () => {
    const guide = renderToStaticMarkup(createElement(CodeBlock, null, createElement('code', null, 'x')));
    const runtime = renderToStaticMarkup(createElement(RuntimeCodeBlock, null, 'x'));
    expect(COPY_BUTTON).toBe(
      '<button type="button" class="copy-button" data-copy="code" aria-label="Copy code to clipboard" title="Copy"></button>',
    );
    expect(guide).toContain(COPY_BUTTON);
    expect(runtime).toContain(COPY_BUTTON);
  });
});
