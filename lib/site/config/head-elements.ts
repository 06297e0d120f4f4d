import type { HeadTag, ScriptTag, TagAttributes } from './schema';

/** HTML attribute names whose React prop is spelled differently (React writes them back in HTML spelling). */
const REACT_PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  hreflang: 'hrefLang',
  'http-equiv': 'httpEquiv',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  itemprop: 'itemProp',
  nomodule: 'noModule',
  referrerpolicy: 'referrerPolicy',
};

/** Attributes React writes bare for `true` (`<script async>`); any other `true` is written as `name=""`. */
const BOOLEAN_PROPS = new Set(['async', 'defer', 'noModule', 'disabled', 'hidden']);

/** One element for the page's `<head>`: its tag, its React props, and its raw content when it has one. */
export interface HeadElement {
  tagName: string;
  props: Record<string, string | boolean>;
  innerHTML?: string;
}

/**
 * Config attributes as React props with Docusaurus' meaning of booleans: `true` writes the bare attribute, `false`
 * leaves it out.
 */
export function reactProps(attributes: TagAttributes): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    const prop = REACT_PROP_NAMES[name.toLowerCase()] ?? name;
    props[prop] = value === true ? (BOOLEAN_PROPS.has(prop) ? true : '') : value;
  }
  return props;
}

/**
 * The config's `headTags`, then its `scripts` (Docusaurus' order). Script URLs are written as given, as Docusaurus
 * does: a site path gets no base URL.
 */
export function configHeadElements(config: {
  headTags: readonly HeadTag[];
  scripts: readonly ScriptTag[];
}): HeadElement[] {
  return [
    ...config.headTags.map((tag) => ({
      tagName: tag.tagName,
      props: reactProps(tag.attributes),
      ...(tag.innerHTML !== undefined ? { innerHTML: tag.innerHTML } : {}),
    })),
    ...config.scripts.map((script) => ({ tagName: 'script', props: reactProps(script) })),
  ];
}
