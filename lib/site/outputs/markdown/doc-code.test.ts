import { describe, expect, it } from 'vitest';
import { parseGuide } from '../../mdx/document';
import { docMarkdownTree } from './doc';
import { stringifyMarkdown } from './stringify';

function convert(body: string): string {
  const document = parseGuide(body, 'content/x.mdx', { docId: 'x', routeOfDoc: () => undefined });
  return stringifyMarkdown(
    docMarkdownTree({ route: '/x', title: 'X', document }, { url: 'https://docs.ra-aid.ai', baseUrl: '/' }),
  );
}

describe('code in the Markdown twin', () => {
  it('drops magic comments and Shiki notations, and the line-number and range meta, keeping the title', () => {
    const md = convert(
      '```python title="tools.py" showLineNumbers\nimport json\n# highlight-next-line\ntools = []  # [!code ++]\nold = 1  # [!code --]\n```\n',
    );
    expect(md).toContain('```python title="tools.py"\nimport json\ntools = []\nold = 1\n```');
  });

  it('keeps magic comments when a {1,3-4} range turns them off, as the page does', () => {
    expect(convert('```bash {2}\n# highlight-next-line\nls\n```\n')).toContain(
      '```bash\n# highlight-next-line\nls\n```',
    );
  });
});
