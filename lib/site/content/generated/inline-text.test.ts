import { describe, expect, it } from 'vitest';
import { inlineHtml, inlineMdx, inlinePlain } from './inline-text';

describe('inline sentences of the data files', () => {
  const text = 'Use `--max-cost <usd>` when {spend} < 5 & *fast*.';

  it('escapes MDX syntax outside code spans and keeps the code as written', () => {
    expect(inlineMdx(text)).toBe('Use `--max-cost <usd>` when \\{spend\\} \\< 5 & \\*fast\\*.');
  });

  it('gives HTML with code elements and every other character escaped', () => {
    expect(inlineHtml(text)).toBe('Use <code>--max-cost &lt;usd&gt;</code> when {spend} &lt; 5 &amp; *fast*.');
  });

  it('gives plain text without the backticks', () => {
    expect(inlinePlain(text)).toBe('Use --max-cost <usd> when {spend} < 5 & *fast*.');
  });

  it('leaves an unclosed backtick as plain text', () => {
    expect(inlineHtml('a ` b')).toBe('a ` b');
    expect(inlineMdx('a ` {b}')).toBe('a ` \\{b\\}');
  });
});
