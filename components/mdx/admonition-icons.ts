/** One shape of an icon: its SVG element and attributes (React's names, which hastscript's `s` takes too). */
export type IconShape = readonly ['circle' | 'path', Readonly<Record<string, string>>];

const CIRCLE: IconShape = ['circle', { cx: '12', cy: '12', r: '9' }];

/** An "i" in a circle: note, info and secondary, as Docusaurus gives these kinds the same sign. */
const INFO: readonly IconShape[] = [CIRCLE, ['path', { d: 'M12 11v5.5M12 7.6v.01' }]];

/**
 * The admonition icons by style, drawn by the guides' component (./admonition.tsx) and by the API descriptions'
 * HTML (components/api/description-html.ts).
 */
export const ADMONITION_ICONS: Readonly<Record<string, readonly IconShape[]>> = {
  note: INFO,
  info: INFO,
  secondary: INFO,
  success: [CIRCLE, ['path', { d: 'm8 12.3 2.7 2.7L16 9.5' }]],
  tip: [
    [
      'path',
      {
        d: 'M9.5 17.5h5M10.5 20.5h3M12 3.5a5.5 5.5 0 0 0-3.3 9.9c.5.4.8 1 .8 1.6v.5h5V15c0-.6.3-1.2.8-1.6A5.5 5.5 0 0 0 12 3.5z',
      },
    ],
  ],
  warning: [
    ['path', { d: 'M12 3.8 2.8 19.5h18.4z' }],
    ['path', { d: 'M12 9.8v4.4M12 16.9v.01' }],
  ],
  danger: [
    [
      'path',
      {
        d: 'M12 20.5c-3.6 0-6.5-2.5-6.5-6 0-2.8 1.7-4.6 3.2-6.1.2 1.8 1 2.8 2.1 3.3.3-3 1.3-5.6 3.6-8.2.4 3 4.1 5.7 4.1 11 0 3.5-2.9 6-6.5 6z',
      },
    ],
    ['path', { d: 'M12 20.5c-1.4 0-2.5-1-2.5-2.4 0-1.2.9-2.2 2.5-3.6 1.6 1.4 2.5 2.4 2.5 3.6 0 1.4-1.1 2.4-2.5 2.4z' }],
  ],
};

/** The icon's frame: a fixed box painted with currentColor, out of the focus order. */
export const ICON_SVG = {
  viewBox: '0 0 24 24',
  width: '18',
  height: '18',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: 'false',
} as const;
