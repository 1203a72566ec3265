import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { cx } from '../shared/cx';
import * as styles from './Tabs.css';

type Unstyled<P> = Omit<P, 'className'> & { className?: string };

/** Tabs organise content into panels, one visible at a time, switched with the arrow keys. */
export function Tabs({ className, ...props }: Unstyled<TabsProps>) {
  return <AriaTabs {...props} className={cx(styles.tabs, className)} />;
}

/** The row of tabs. */
export function TabList<T extends object>({ className, ...props }: Unstyled<TabListProps<T>>) {
  return <AriaTabList {...props} className={cx(styles.tabList, className)} />;
}

/** One tab; its `id` matches a TabPanel's `id`. */
export function Tab({ className, ...props }: Unstyled<TabProps>) {
  return <AriaTab {...props} className={cx(styles.tab, className)} />;
}

/** The content shown while its tab is selected. */
export function TabPanel({ className, ...props }: Unstyled<TabPanelProps>) {
  return <AriaTabPanel {...props} className={cx(styles.panel, className)} />;
}
