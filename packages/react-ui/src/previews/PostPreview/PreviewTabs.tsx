import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from '../../shared/cx';
import * as styles from '../../Tabs/Tabs.css';

export interface PreviewTabsProps<K extends string> {
  tabs: readonly K[];
  label: (tab: K) => string;
  selected: K;
  onSelect: (tab: K) => void;
  /** Accessible name of the tab row. */
  'aria-label': string;
  className?: string | undefined;
  children: (tab: K) => ReactNode;
}

const step: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The WAI-ARIA tabs pattern (roving focus, arrows wrap, Home/End, selection follows focus) with the Tabs
 * primitive's look. Written out here because react-aria's collection-based Tabs alone weighs ~32 KB
 * min+gzip, which would not leave room for the previews in PostPreview's 35 KB budget.
 */
export function PreviewTabs<K extends string>({
  tabs,
  label,
  selected,
  onSelect,
  'aria-label': ariaLabel,
  className,
  children,
}: PreviewTabsProps<K>) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLDivElement>());
  const [focusVisible, setFocusVisible] = useState<K | null>(null);
  const [hovered, setHovered] = useState<K | null>(null);
  const tabId = (tab: K) => `${id}-tab-${tab}`;
  const panelId = (tab: K) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = step[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(tabs.indexOf(selected), tabs.length)];
    if (next === undefined) return;
    onSelect(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={ariaLabel} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the tablist handles the keys; selection follows focus.
          <div
            key={tab}
            ref={(node) => {
              if (node) refs.current.set(tab, node);
              else refs.current.delete(tab);
            }}
            id={tabId(tab)}
            role="tab"
            aria-selected={tab === selected}
            aria-controls={tab === selected ? panelId(tab) : undefined}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            data-selected={tab === selected || undefined}
            data-hovered={tab === hovered || undefined}
            data-focus-visible={tab === focusVisible || undefined}
            onClick={() => onSelect(tab)}
            onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible') ? tab : null)}
            onBlur={() => setFocusVisible(null)}
            onPointerEnter={(event) => {
              if (event.pointerType === 'mouse') setHovered(tab);
            }}
            onPointerLeave={() => setHovered(null)}
          >
            {label(tab)}
          </div>
        ))}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className={styles.panel}>
        {children(selected)}
      </div>
    </div>
  );
}
