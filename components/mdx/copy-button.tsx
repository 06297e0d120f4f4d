'use client';
import { useState } from 'react';

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
        const code = e.currentTarget.closest('.code-block')?.querySelector('pre code');
        if (!code) return;
        await navigator.clipboard.writeText((code as HTMLElement).innerText.replace(/\n$/, ''));
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
