'use client';
import { useState } from 'react';

/**
 * The code as a reader wants it pasted: each line's text, joined by newlines. Line numbers are CSS counters and
 * magic comments were removed at build time, so neither is in the text; lines a diff marks as removed are left out,
 * so the copy is the code after the change.
 */
function codeText(code: HTMLElement): string {
  const lines = code.querySelectorAll<HTMLElement>(':scope > .line');
  if (lines.length === 0) return code.innerText.replace(/\n$/, '');
  return Array.from(lines, (line) => (line.matches('.diff.remove') ? null : (line.textContent ?? '')))
    .filter((line) => line !== null)
    .join('\n');
}

/** Copies the text of the code block it sits in. */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
      onClick={async (e) => {
        const code = e.currentTarget.closest('.code-block')?.querySelector<HTMLElement>('pre code');
        if (!code) return;
        await navigator.clipboard.writeText(codeText(code));
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
