// /garage/customizer/stickers (SPEC §2, §4): the racer's car with up to three sticker slots and
// their stickers in a tray. Stickers are equipped in the order they were placed; saving plans the
// change first, so saving what is already on the car warns instead of calling (SPEC §5).
import { useMemo, useState } from 'react';
import { Link } from 'wouter';

import { equippedIDs } from '../../../../domain/garage/equip';
import { PATHS } from '../../../../domain/nav/routes';
import type { User } from '../../../../domain/user';
import { Button, ButtonLink } from '../../../components/Button';
import { LoginPrompt } from '../../../components/LoginPrompt';
import { Page, Panel } from '../../../components/Page';
import { LoadError, Loading } from '../../../components/Status';
import { useSession } from '../../../stores/sessionStore';
import { EquipStatusLine } from './EquipStatusLine';
import { lootByID, ownedLootOfType } from './lockerModel';
import { StickerCar } from './StickerCar';
import styles from './StickerCustomizer.module.css';
import { initialPlacement, placeSticker, removeSticker, STICKER_SLOTS } from './stickerSlots';
import { StickerTray } from './StickerTray';
import { useEquip } from './useEquip';
import { type GarageCatalogue, useGarageCatalogue } from './useGarageCatalogue';

const TITLE = 'Sticker Customizer';
const SUBTITLE = `Put up to ${STICKER_SLOTS} stickers on your car.`;

export function StickerCustomizerPage() {
  const user = useSession((state) => state.user);
  const [catalogue, reload] = useGarageCatalogue(user.loggedIn);

  if (!user.loggedIn)
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to customize your stickers">
        Your stickers live in your garage. Log in or create a free account to decorate your car.
      </LoginPrompt>
    );
  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      {catalogue.status === 'loading' && <Loading label="Opening the paint shop…" />}
      {catalogue.status === 'failed' && <LoadError message={catalogue.message} onRetry={reload} />}
      {catalogue.status === 'ready' && <StickerCustomizer user={user} catalogue={catalogue.data} />}
    </Page>
  );
}

function StickerCustomizer({ user, catalogue }: { user: User; catalogue: GarageCatalogue }) {
  const byID = useMemo(() => lootByID(catalogue.loot), [catalogue.loot]);
  const stickers = useMemo(
    () => ownedLootOfType(user, 'sticker', byID).map((card) => card.item),
    [user, byID],
  );
  const [placed, setPlaced] = useState(() =>
    initialPlacement(equippedIDs(user, 'sticker'), new Set(stickers.map((s) => s.lootID))),
  );
  const [full, setFull] = useState(false);
  const { status, equip, clear } = useEquip(byID);
  const busy = status.state === 'pending';
  const car = catalogue.cars.find((entry) => entry.carID === user.carID);
  const placedStickers = placed.flatMap((id) => byID.get(id) ?? []);

  const change = (next: number[]) => {
    setPlaced(next);
    setFull(false);
    clear();
  };
  const toggle = (lootID: number) => {
    if (placed.includes(lootID)) return change(removeSticker(placed, lootID));
    const next = placeSticker(placed, lootID);
    if (next) change(next);
    else setFull(true);
  };

  return (
    <div className={styles.layout}>
      <Panel className={styles.stagePanel} labelledBy="sticker-car-heading">
        <h2 id="sticker-car-heading" className={styles.heading}>
          Your car
        </h2>
        <StickerCar
          car={car}
          hueAngle={user.carHueAngle}
          stickers={placedStickers}
          onRemove={(lootID) => change(removeSticker(placed, lootID))}
          busy={busy}
        />
        <p className={styles.hint}>
          Pick stickers from your collection; they go on in order. Select a sticker on the car to
          take it off.
        </p>
        <div className={styles.actions}>
          <Button
            size="lg"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) void equip(user, [{ type: 'sticker', ids: placed }]);
            }}
          >
            Save Stickers
          </Button>
          <Button variant="ghost" onClick={() => change([])}>
            Remove All
          </Button>
          <ButtonLink href={PATHS.garage} variant="ghost">
            Back to Garage
          </ButtonLink>
        </div>
        <EquipStatusLine status={status} savedText="Stickers saved!" />
      </Panel>
      <Panel className={styles.trayPanel} labelledBy="sticker-tray-heading">
        <h2 id="sticker-tray-heading" className={styles.heading}>
          Your stickers
        </h2>
        {stickers.length === 0 ? (
          <p className={styles.empty}>
            No stickers yet — find them in the{' '}
            <Link href={PATHS.shop} className={styles.inlineLink}>
              Shop
            </Link>
          </p>
        ) : (
          <StickerTray stickers={stickers} placed={placed} onToggle={toggle} busy={busy} />
        )}
        <p className={styles.trayNote} role="status">
          {full ? `All ${STICKER_SLOTS} slots are taken: take a sticker off first.` : ''}
        </p>
      </Panel>
    </div>
  );
}
