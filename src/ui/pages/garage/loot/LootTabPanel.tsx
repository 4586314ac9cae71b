// The cards of one locker tab: a Default card where the type has one, then the racer's items.
import { Link } from 'wouter';

import { isLootNew } from '../../../../domain/garage/cars';
import { effectiveEquipped, equippedIDs } from '../../../../domain/garage/equip';
import { PATHS } from '../../../../domain/nav/routes';
import { nameShown, type User } from '../../../../domain/user';
import { ButtonLink } from '../../../components/Button';
import {
  GOLD_ONLY_TYPES,
  localOffsetMinutes,
  type LockerTab,
  type OwnedLootCard,
} from './lockerModel';
import { DefaultArt, LootArt } from './LootArt';
import { LootCard } from './LootCard';
import styles from './LootLocker.module.css';

export const GOLD_NOTE = 'Equipped nitros and name tags show for Gold members';

interface LootTabPanelProps {
  tab: LockerTab;
  cards: readonly OwnedLootCard[];
  user: User;
  nowMilliseconds: number;
  busy: boolean;
  /** Equip one item, or null for the default look. */
  onEquip(id: number | null): void;
}

export function LootTabPanel({
  tab,
  cards,
  user,
  nowMilliseconds,
  busy,
  onEquip,
}: LootTabPanelProps) {
  const { type } = tab;
  const equipped = equippedIDs(user, type);
  const shown = effectiveEquipped(user);
  const goldOnly = GOLD_ONLY_TYPES.has(type) && user.membership !== 'gold';
  const caption = (itemName: string) =>
    type === 'title' ? itemName : type === 'nametag' ? nameShown(user) : undefined;
  const equippedLabel = (lootID: number) => {
    if (type === 'sticker') return `On car #${equipped.indexOf(lootID) + 1}`;
    const showing = type === 'nitro' ? shown.nitro : type === 'nametag' ? shown.nametag : lootID;
    return showing === lootID ? 'Equipped' : 'Equipped · shows with Gold';
  };
  const nowSeconds = nowMilliseconds / 1000;
  const offset = localOffsetMinutes(nowMilliseconds);

  return (
    <>
      {goldOnly && (
        <p className={styles.goldNote}>
          {GOLD_NOTE}.{' '}
          <Link href={PATHS.storeGold} className={styles.inlineLink}>
            Get Gold
          </Link>
        </p>
      )}
      {type === 'sticker' && (
        <div className={styles.panelActions}>
          <ButtonLink href={PATHS.stickers} variant="accent" size="sm">
            Customize stickers
          </ButtonLink>
        </div>
      )}
      {cards.length === 0 && (
        <p className={styles.empty}>
          No {tab.noun} yet — find them in the{' '}
          <Link href={PATHS.shop} className={styles.inlineLink}>
            Shop
          </Link>
        </p>
      )}
      {(cards.length > 0 || tab.defaultable) && (
        <ul className={styles.grid} aria-label={tab.label}>
          {tab.defaultable && (
            <li>
              <LootCard
                name="Default"
                art={<DefaultArt type={type} caption={caption('')} />}
                equipped={equipped.length === 0}
                onChoose={() => onEquip(null)}
                busy={busy}
              />
            </li>
          )}
          {cards.map(({ item, owned }) => (
            <li key={item.lootID}>
              <LootCard
                name={item.name}
                rarity={item.rarity}
                art={<LootArt item={item} caption={caption(item.name)} />}
                isNew={isLootNew(owned.createdStamp, nowSeconds, offset)}
                equipped={owned.equipped > 0 && equipped.includes(item.lootID)}
                equippedLabel={equippedLabel(item.lootID)}
                onChoose={type === 'sticker' ? undefined : () => onEquip(item.lootID)}
                busy={busy}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
