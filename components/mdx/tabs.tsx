import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { initialTabValue, tabQueryKey, tabStorageKey } from '@/lib/shared/tabs';
import { TabSet } from './tab-set';

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

export interface TabsProps {
  children?: ReactNode;
  /** Sets sharing a `groupId` switch together, and the choice is remembered (`docusaurus.tab.<groupId>`). */
  groupId?: string;
  /** Also keep the choice in the URL: `true` names the parameter after `groupId`, a string names it. */
  queryString?: boolean | string;
  /** Value of the tab selected by default (else the item marked `default`, else the first). */
  defaultValue?: string;
}

/** Docusaurus' `<Tabs>`, working without any script (./tab-set.tsx). */
export function Tabs({ children, groupId, queryString, defaultValue }: TabsProps) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  return (
    <TabSet
      labels={items.map((i) => ({ value: i.props.value, label: i.props.label ?? i.props.value }))}
      initial={initialTabValue(
        items.map((i) => i.props),
        defaultValue,
      )}
      panels={items.map((i) => i.props.children)}
      storageKey={tabStorageKey(groupId)}
      queryKey={tabQueryKey({ groupId, queryString })}
    />
  );
}
