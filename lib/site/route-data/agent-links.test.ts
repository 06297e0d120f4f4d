import { describe, expect, it } from 'vitest';
import { PAGE_FEEDBACK_ISSUE_URL } from '../config/schema';
import { aiPrompt, feedbackIssueUrl, openInLinks } from './agent-links';

describe('page links for agents and feedback', () => {
  it('opens ChatGPT and Claude with a prompt that names the Markdown twin and asks to answer from it', () => {
    const links = openInLinks('https://docs.ra-aid.ai/configuration/ollama.md', 'Ollama');
    const prompt = aiPrompt('https://docs.ra-aid.ai/configuration/ollama.md', 'Ollama');
    expect(prompt).toContain('https://docs.ra-aid.ai/configuration/ollama.md');
    expect(prompt).toContain('"Ollama"');
    expect(links.chatgpt).toBe(`https://chatgpt.com/?q=${encodeURIComponent(prompt)}`);
    expect(links.claude).toBe(`https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    expect(new URL(links.claude).searchParams.get('q')).toBe(prompt);
  });

  it("fills the feedback issue's title and body with the page's address, title and version, encoded", () => {
    const url = feedbackIssueUrl(PAGE_FEEDBACK_ISSUE_URL, {
      url: 'https://docs.ra-aid.ai/next/usage/web-ui?x=1&y=2',
      title: 'Web UI & server',
      version: 'Next',
    });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://github.com/ai-christianson/RA.Aid/issues/new');
    expect(parsed.searchParams.get('title')).toBe('Docs feedback: Web UI & server');
    expect(parsed.searchParams.get('body')).toContain('https://docs.ra-aid.ai/next/usage/web-ui?x=1&y=2');
    expect(parsed.searchParams.get('body')).toContain('Docs version: Next');
  });
});
