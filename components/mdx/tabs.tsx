import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { initialTabValue, tabQueryKey, tabStorageKey } from '@/lib/tabs/choice';
import { TabsClient } from '@/components/split-code';

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

export interface TabsProps {
  children?: ReactNode;
  /** Level of each panel's label heading (set by lib/mdx/remark-tabs.ts). */
  headingLevel?: number | string;
  /** Sets sharing a `groupId` switch together, and the choice is remembered (`docusaurus.tab.<groupId>`). */
  groupId?: string;
  /** Also keep the choice in the URL: `true` names the parameter after `groupId`, a string names it. */
  queryString?: boolean | string;
  /** Value of the tab selected by default (else the item marked `default`, else the first). */
  defaultValue?: string;
}

/**
 * `<Tabs><TabItem value label>…</TabItem></Tabs>`: the panels are rendered here, the switching in a small client
 * leaf. `headingLevel` is the level of each panel's label heading, shown only without JavaScript. The static
 * HTML shows the default tab; a remembered (`groupId`) or URL (`queryString`) choice applies after hydration.
 */
export function Tabs({ children, headingLevel, groupId, queryString, defaultValue }: TabsProps) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  return (
    <TabsClient
      labels={items.map((i) => ({ value: i.props.value, label: i.props.label ?? i.props.value }))}
      initial={initialTabValue(
        items.map((i) => i.props),
        defaultValue,
      )}
      headingLevel={tabsHeadingLevel(headingLevel)}
      panels={items.map((i) => i.props.children)}
      storageKey={tabStorageKey(groupId)}
      queryKey={tabQueryKey({ groupId, queryString })}
    />
  );
}
