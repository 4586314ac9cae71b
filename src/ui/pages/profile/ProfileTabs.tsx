// The settings tabs as a WAI-ARIA tab widget (like the shop's dealerships): one tab stop for the
// strip, arrow keys, Home and End move between tabs and open the one they land on.
import { useId, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';

import { nextTabIndex } from '../../components/tabKeys';
import styles from './Profile.module.css';

export interface ProfileTab {
  id: string;
  label: string;
  render(): ReactNode;
}

export function ProfileTabs(props: {
  tabs: readonly ProfileTab[];
  selected: string;
  onSelect(id: string): void;
}) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(
    0,
    props.tabs.findIndex((tab) => tab.id === props.selected),
  );
  const current = props.tabs[index]!;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event.key, index, props.tabs.length);
    const target = next === null ? undefined : props.tabs[next];
    if (!target) return;
    event.preventDefault();
    props.onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className={styles.layout}>
      <div
        role="tablist"
        aria-label="Settings"
        aria-orientation="vertical"
        className={styles.tablist}
        onKeyDown={onKeyDown}
      >
        {props.tabs.map((tab) => {
          const active = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => props.onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        className={styles.panel}
      >
        {current.render()}
      </div>
    </div>
  );
}
