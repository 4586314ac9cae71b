// The site's WAI-ARIA tab strip (the profile's settings, the shop's dealerships, the loot locker's
// types): one tab stop for the strip; arrow keys, Home and End move between tabs and select the one
// they land on. The panel stays with the caller, which names it by the same ids (tabIds).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

import { nextTabIndex } from './tabKeys';
import styles from './TabStrip.module.css';

export type TabKey = string | number;

export interface TabStripItem<K extends TabKey> {
  key: K;
  label: ReactNode;
}

/** The ids of a tab and of the panel it controls, so each can name the other. */
export function tabIds(prefix: string, key: TabKey) {
  return { tab: `${prefix}-tab-${key}`, panel: `${prefix}-panel-${key}` };
}

interface TabStripProps<K extends TabKey> {
  tabs: readonly TabStripItem<K>[];
  selected: K;
  onSelect(key: NoInfer<K>): void;
  /** Prefix of the tab and panel ids (see tabIds). */
  idPrefix: string;
  label: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  tabClassName?: string;
  /** The shared pill look of a tab; off where a strip draws its tabs its own way. */
  pill?: boolean;
}

export function TabStrip<K extends TabKey>(props: TabStripProps<K>) {
  const { tabs, selected, onSelect, idPrefix, pill = true } = props;
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabClass = [pill ? styles.tab : '', props.tabClassName ?? ''].join(' ').trim();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const next = nextTabIndex(event.key, current, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={props.label}
      aria-orientation={props.orientation}
      className={props.className}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const active = tab.key === selected;
        const ids = tabIds(idPrefix, tab.key);
        return (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            className={tabClass}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
