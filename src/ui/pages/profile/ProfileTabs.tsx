// The settings tabs: the site's tab strip down the side (above on a phone) and the open tab.
import { useId, type ReactNode } from 'react';

import { tabIds, TabStrip } from '../../components/TabStrip';
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
  // An unknown tab (none chosen yet) opens the first.
  const current = props.tabs.find((tab) => tab.id === props.selected) ?? props.tabs[0]!;
  const ids = tabIds(baseId, current.id);

  return (
    <div className={styles.layout}>
      <TabStrip
        tabs={props.tabs.map((tab) => ({ key: tab.id, label: tab.label }))}
        selected={current.id}
        onSelect={props.onSelect}
        idPrefix={baseId}
        label="Settings"
        orientation="vertical"
        className={styles.tablist}
        tabClassName={styles.tab}
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className={styles.panel}>
        {current.render()}
      </div>
    </div>
  );
}
