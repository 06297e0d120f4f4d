/**
 * Every admonition keyword of Docusaurus 3.7 (`:::note` … `:::secondary`): the box style it is drawn with
 * (components/mdx/admonition.css) and the label its heading and Markdown twin show. As in Docusaurus, `important` is
 * drawn as info and `caution` as warning; `success` and `secondary` have boxes of their own, green as tip and grey.
 */
export const ADMONITIONS = {
  note: { style: 'note', label: 'Note' },
  tip: { style: 'tip', label: 'Tip' },
  info: { style: 'info', label: 'Info' },
  warning: { style: 'warning', label: 'Warning' },
  danger: { style: 'danger', label: 'Danger' },
  important: { style: 'info', label: 'Important' },
  caution: { style: 'warning', label: 'Caution' },
  success: { style: 'success', label: 'Success' },
  secondary: { style: 'secondary', label: 'Secondary' },
} as const;

export type AdmonitionKind = keyof typeof ADMONITIONS;

export const ADMONITION_KINDS = Object.keys(ADMONITIONS) as AdmonitionKind[];

/** The style and label of a keyword; an unknown one is drawn as a note. */
export function admonitionOf(kind: string): (typeof ADMONITIONS)[AdmonitionKind] {
  return kind in ADMONITIONS ? ADMONITIONS[kind as AdmonitionKind] : ADMONITIONS.note;
}
