// The locker's tab strip (components/TabStrip), each tab with the count of loot owned of its type,
// drawn in the locker's own snug style so all five fit beside the daily reward.
import type { LootType } from '../../../../domain/user';
import { tabIds, TabStrip } from '../../../components/TabStrip';
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

export const tabId = (prefix: string, type: LootType) => tabIds(prefix, type).tab;
export const panelId = (prefix: string, type: LootType) => tabIds(prefix, type).panel;

export function LootTabs({ tabs, selected, onSelect, idPrefix }: LootTabsProps) {
  return (
    <TabStrip
      tabs={tabs.map((tab) => ({
        key: tab.type,
        label: (
          <>
            {tab.label}
            <span className={styles.tabCount}>{tab.count}</span>
          </>
        ),
      }))}
      selected={selected}
      onSelect={onSelect}
      idPrefix={idPrefix}
      label="Loot types"
      className={styles.tabs}
      tabClassName={styles.tab}
      pill={false}
    />
  );
}
