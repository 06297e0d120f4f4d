import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import remarkGfm from 'remark-gfm';
import { remarkGithubAlerts } from './remark-github-alerts';

/** The JSX the API pages' Markdown becomes (next-mdx-remote compiles the same way, format 'md'). */
const jsx = async (md: string) =>
  String(await compile(md, { format: 'md', jsx: true, remarkPlugins: [remarkGfm, remarkGithubAlerts] }));

describe('remarkGithubAlerts', () => {
  it('draws > [!NOTE] and > [!WARNING] as admonitions of their kind, without the marker', async () => {
    const out = await jsx('> [!NOTE]\n> Useful *context*.\n\n> [!WARNING]\n> Mind the gap.\n');
    expect(out).toMatch(/<Admonition type="note">\s*<_components.p>\{"Useful "\}<_components.em>/);
    expect(out).toMatch(/<Admonition type="warning">\s*<_components.p>\{"Mind the gap."\}/);
    expect(out).not.toContain('[!');
  });

  it('maps IMPORTANT to the important box and CAUTION, red on GitHub, to danger', async () => {
    expect(await jsx('> [!IMPORTANT]\n> A.\n')).toContain('<Admonition type="important">');
    expect(await jsx('> [!CAUTION]\n> B.\n')).toContain('<Admonition type="danger">');
  });

  it('reads the marker in any case, as GitHub does', async () => {
    expect(await jsx('> [!tip]\n> A.\n')).toContain('<Admonition type="tip">');
    expect(await jsx('> [!Note]\n> B.\n')).toContain('<Admonition type="note">');
    expect(await jsx('> [!wArNiNg]\n> C.\n')).toContain('<Admonition type="warning">');
  });

  it('leaves other blockquotes, and an unknown marker, as quotes', async () => {
    const out = await jsx('> Just a quote.\n\n> [!SHOUT]\n> Not an alert.\n');
    expect(out).not.toContain('Admonition');
    expect(out.match(/<_components.blockquote>/g)).toHaveLength(2);
  });
});
