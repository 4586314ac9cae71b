// The one line under an equip control that says what happened: saving, saved, nothing to change
// (SPEC §5 'unable to save changes') or the server's message (SPEC §8).
import styles from './LootLocker.module.css';
import type { EquipStatus } from './useEquip';

export function EquipStatusLine({ status, savedText }: { status: EquipStatus; savedText: string }) {
  if (status.state === 'failed') {
    return (
      <p className={[styles.statusLine, styles.error].join(' ')} role="alert">
        {status.message}
      </p>
    );
  }
  const text =
    status.state === 'pending'
      ? 'Saving…'
      : status.state === 'saved'
        ? savedText
        : status.state === 'warning'
          ? status.message
          : '';
  return (
    <p
      className={[styles.statusLine, status.state === 'warning' ? styles.warning : ''].join(' ')}
      role="status"
    >
      {text}
    </p>
  );
}
