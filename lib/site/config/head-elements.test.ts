import { describe, expect, it } from 'vitest';
import { configHeadElements, reactProps } from './head-elements';

describe('head tags and scripts from the config', () => {
  it('puts headTags first, then scripts, in config order', () => {
    const elements = configHeadElements({
      headTags: [
        { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com' } },
        { tagName: 'style', attributes: {}, innerHTML: 'body{}' },
      ],
      scripts: [{ src: 'https://a.example.com/a.js' }, { src: '/b.js', async: true }],
    });
    expect(elements).toEqual([
      { tagName: 'link', props: { rel: 'preconnect', href: 'https://cdn.example.com' } },
      { tagName: 'style', props: {}, innerHTML: 'body{}' },
      { tagName: 'script', props: { src: 'https://a.example.com/a.js' } },
      { tagName: 'script', props: { src: '/b.js', async: true } },
    ]);
  });

  it('keeps async and defer as bare attributes and leaves out false ones', () => {
    expect(reactProps({ src: 'x.js', async: false, defer: true })).toEqual({ src: 'x.js', defer: true });
  });

  it('writes other true attributes bare and renames HTML attribute names React spells differently', () => {
    expect(
      reactProps({ crossorigin: 'anonymous', 'data-domain': 'docs.ra-aid.ai', nomodule: true, itemscope: true }),
    ).toEqual({
      crossOrigin: 'anonymous',
      'data-domain': 'docs.ra-aid.ai',
      noModule: true,
      itemscope: '',
    });
  });
});
