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

/** `<Tabs><TabItem value label>…</TabItem></Tabs>`: the panels are rendered here, the switching in a small client leaf. */
export function Tabs({ children }: { children?: ReactNode }) {
  const items = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const initial = Math.max(0, items.findIndex((i) => i.props.default));
  return (
    <TabsClient
      labels={items.map((i) => ({ value: i.props.value, label: i.props.label ?? i.props.value }))}
      initial={initial}
      panels={items.map((i) => i.props.children)}
    />
  );
}
