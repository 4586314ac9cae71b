// The garage's loot locker (SPEC §3 Loot, §4 equip): the racer's trails, titles, name tags, nitros
// and stickers by type, equipped with one click. Stickers are arranged in the customizer.
import { useId, useMemo, useState } from 'react';

import type { LootItem } from '../../../../domain/catalogue';
import type { LootType, User } from '../../../../domain/user';
import { nowMs } from '../../../clock';
import { Panel } from '../../../components/Page';
import { EquipStatusLine } from './EquipStatusLine';
import { FIRST_TAB, LOCKER_TABS, lockerTab, lootByID, ownedLootOfType } from './lockerModel';
import styles from './LootLocker.module.css';
import { LootTabPanel } from './LootTabPanel';
import { LootTabs, panelId, tabId } from './LootTabs';
import { useEquip } from './useEquip';

export interface LootLockerProps {
  user: User;
  lootCatalogue: LootItem[];
}

export function LootLocker({ user, lootCatalogue }: LootLockerProps) {
  const idPrefix = useId();
  const catalogue = useMemo(() => lootByID(lootCatalogue), [lootCatalogue]);
  const [selected, setSelected] = useState<LootType>(FIRST_TAB);
  const { status, equip, clear } = useEquip(catalogue);

  const owned = useMemo(
    () => new Map(LOCKER_TABS.map((tab) => [tab.type, ownedLootOfType(user, tab.type, catalogue)])),
    [user, catalogue],
  );
  const tab = lockerTab(selected);
  const busy = status.state === 'pending';

  return (
    <Panel className={styles.locker} labelledBy={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className={styles.heading}>
        Loot Locker
      </h2>
      <LootTabs
        tabs={LOCKER_TABS.map((entry) => ({
          type: entry.type,
          label: entry.label,
          count: owned.get(entry.type)?.length ?? 0,
        }))}
        selected={tab.type}
        onSelect={(type) => {
          setSelected(type);
          clear();
        }}
        idPrefix={idPrefix}
      />
      <div
        role="tabpanel"
        id={panelId(idPrefix, tab.type)}
        aria-labelledby={tabId(idPrefix, tab.type)}
        aria-busy={busy}
        className={styles.tabPanel}
      >
        <LootTabPanel
          tab={tab}
          cards={owned.get(tab.type) ?? []}
          user={user}
          nowMilliseconds={nowMs()}
          busy={busy}
          onEquip={(id) => void equip(user, [{ type: tab.type, id }])}
        />
        <EquipStatusLine status={status} savedText="Saved!" />
      </div>
    </Panel>
  );
}
