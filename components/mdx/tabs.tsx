import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabsClient } from './tabs-client';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** One panel of `<Tabs>`; rendered by Tabs, never on its own. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** A heading level from a prop (`3` or `"3"`, set by lib/mdx/remark-tabs.ts), 3 when absent or out of 2–6. */
export function tabsHeadingLevel(value: number | string | undefined): number {
  const level = Number(value);
  return Number.isInteger(level) && level >= 2 && level <= 6 ? level : 3;
}

/**
 * `<Tabs><TabItem value label>…</TabItem></Tabs>`: the panels are rendered here, the switching in a small client
 * leaf. `headingLevel` is the level of each panel's label heading, shown only without JavaScript.
 */
export function Tabs({ children, headingLevel }: { children?: ReactNode; headingLevel?: number | string }) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const initial = Math.max(
    0,
    items.findIndex((i) => i.props.default),
  );
  return (
    <TabsClient
      labels={items.map((i) => ({ value: i.props.value, label: i.props.label ?? i.props.value }))}
      initial={initial}
      headingLevel={tabsHeadingLevel(headingLevel)}
      panels={items.map((i) => i.props.children)}
    />
  );
}
