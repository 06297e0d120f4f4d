import { mdxComponents } from '@/components/mdx';
import { compileMarkdown, fence } from '@/lib/mdx/compile';

/** Markdown from the OpenAPI file (descriptions), rendered at build time. */
export async function Markdown({ text, className }: { text: string | undefined; className?: string }) {
  if (!text) return null;
  const Content = await compileMarkdown(text);
  return (
    <div className={className}>
      <Content components={mdxComponents} />
    </div>
  );
}

/** A highlighted code block with a copy button, like the guides' fenced code. */
export async function Code({ code, lang, title }: { code: string; lang: string; title?: string }) {
  const Content = await compileMarkdown(fence(code, title ? `${lang} title=${JSON.stringify(title)}` : lang));
  return <Content components={mdxComponents} />;
}
