// The locker's tab strip, following the WAI-ARIA tabs pattern: one tab in the Tab order, arrow
// keys (and Home/End) move between tabs and select as they go.
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';

import type { LootType } from '../../../../domain/user';
import { nextTabIndex } from '../../../components/tabKeys';
import styles from './LootLocker.module.css';

export interface LootTabItem {
  type: LootType;
  label: string;
  count: number;
}

interface LootTabsProps {
  tabs: readonly LootTabItem[];
  selected: LootType;
  onSelect(type: LootType): void;
  /** Prefix of the tab and panel element ids, so tabs can name the panel they control. */
  idPrefix: string;
}

export const tabId = (prefix: string, type: LootType) => `${prefix}-tab-${type}`;
export const panelId = (prefix: string, type: LootType) => `${prefix}-panel-${type}`;

export function LootTabs({ tabs, selected, onSelect, idPrefix }: LootTabsProps) {
  const refs = useRef(new Map<LootType, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.type === selected);
    const next = nextTabIndex(event.key, current, tabs.length);
    const type = next === null ? undefined : tabs[next]?.type;
    if (type === undefined) return;
    event.preventDefault();
    onSelect(type);
    refs.current.get(type)?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label="Loot types" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.type === selected;
        return (
          <button
            key={tab.type}
            ref={(node) => {
              if (node) refs.current.set(tab.type, node);
              else refs.current.delete(tab.type);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.type)}
            aria-selected={active}
            aria-controls={panelId(idPrefix, tab.type)}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.type)}
          >
            {tab.label}
            <span className={styles.tabCount}>{tab.count}</span>
          </button>
        );
      })}
    </div>
  );
}
