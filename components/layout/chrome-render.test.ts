import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PageError from '@/app/error';
import { ChromeConfigProvider, type ChromeConfig } from './chrome-config';
import { ColorModeToggle } from './navbar/color-mode-toggle';

type ProviderProps = ComponentProps<typeof ChromeConfigProvider>;

function crashScreen(pageCrashHeading: ChromeConfig['pageCrashHeading']): string {
  const error = new Error('outer', { cause: new Error('inner') });
  return renderToString(
    createElement(
      ChromeConfigProvider,
      { value: { pageCrashHeading } } as ProviderProps,
      createElement(PageError, { error, reset: () => {} }),
    ),
  );
}

describe('crash screen (server render of the client leaf)', () => {
  it('uses the configured heading: "This page crashed" by default, or the reading with a period', () => {
    expect(crashScreen('This page crashed')).toContain('<h1>This page crashed</h1>');
    expect(crashScreen('This page crashed.')).toContain('<h1>This page crashed.</h1>');
  });
  it('shows a Try again button and the cause chain', () => {
    const html = crashScreen('This page crashed');
    expect(html).toContain('>Try again</button>');
    expect(html).toContain('outer\n\nCause:\ninner');
  });
});

describe('colour-mode toggle server render', () => {
  it('is disabled until hydration and labelled with the default mode', () => {
    const html = renderToString(
      createElement(ColorModeToggle, { defaultMode: 'dark', respectPrefersColorScheme: false }),
    );
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-label="Switch between dark and light mode (currently dark mode)"');
    expect(html).toContain('aria-pressed="true"');
  });
});
