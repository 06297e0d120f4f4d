import type { ShikiTransformer } from 'shiki';
import { parseCodeAnnotations, type CodeAnnotations } from './code-annotations';

// What preprocess read, for the later hooks of the same block (Shiki gives each highlight call its own meta object).
const annotationsOf = new WeakMap<object, CodeAnnotations>();

/**
 * Annotations (code-annotations.ts) become line classes, and `showLineNumbers[=N]` numbers the lines with a CSS
 * counter, so numbers are never selected or copied.
 */
export function codeLinesTransformer(): ShikiTransformer {
  return {
    name: 'ra-aid:code-lines',
    preprocess(code, options) {
      const annotations = parseCodeAnnotations(code, options.lang, options.meta?.__raw ?? '');
      annotationsOf.set(this.meta, annotations);
      return annotations.code;
    },
    line(node, line) {
      const classes = annotationsOf.get(this.meta)?.lineClasses.get(line);
      if (classes) this.addClassToHast(node, classes);
    },
    pre(node) {
      const annotations = annotationsOf.get(this.meta);
      if (annotations?.blockClasses.length) this.addClassToHast(node, annotations.blockClasses);
      const start: unknown = this.options.meta?.showLineNumbers;
      // Shiki copies the parsed meta onto <pre> as attributes; this one is no HTML attribute.
      delete node.properties.showLineNumbers;
      if (typeof start !== 'number') return;
      this.addClassToHast(node, 'has-line-numbers');
      const last = start + this.lines.length - 1;
      // The counter counts up from start - 1 before each line; the gutter is as wide as the longest number.
      this.code.properties.style = `counter-reset:line-number ${start - 1};--line-number-width:${String(last).length}ch`;
    },
    // A block with neither marks nor numbers is written as plain lines (components/mdx/code-block.css lays them out
    // alike), saving a wrapper per line in the HTML and the payload. Every transformer's line classes are in place by
    // this last hook.
    root() {
      if (/\bhas-line-numbers\b/.test(String(this.pre.properties.class ?? ''))) return;
      const lines = this.code.children.filter((child) => child.type === 'element');
      if (lines.some((line) => String(line.properties.class ?? '') !== 'line')) return;
      this.code.children = this.code.children.flatMap((child) => (child.type === 'element' ? child.children : [child]));
    },
  };
}
