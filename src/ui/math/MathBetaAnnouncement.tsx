// SPEC §2/§5: the typing site's invitation to the math beta. Whether it shows is
// shouldShowMathAnnouncement's call (src/domain/math/announcement.ts); where Play Now! goes is
// the caller's, since the math site lives on its own origin.
import { SITES } from '../../domain/site';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import styles from './MathAnnouncements.module.css';

const PRODUCT = SITES.math.productName;

export interface MathBetaAnnouncementProps {
  open: boolean;
  onPlay(): void;
  onClose(): void;
  /** Play Now! is on its way (the cross-site handoff): the button says so and takes no clicks. */
  busy?: boolean;
  /** Why the last Play Now! failed, shown above the button. */
  error?: string | null;
}

export function MathBetaAnnouncement({
  open,
  onPlay,
  onClose,
  busy = false,
  error = null,
}: MathBetaAnnouncementProps) {
  if (!open) return null;
  return (
    <Modal title={`${PRODUCT} Beta is Here!`} onClose={onClose}>
      <div className={styles.pitch}>
        <p className={styles.signs} aria-hidden="true">
          <span>+</span>
          <span>−</span>
          <span>×</span>
          <span>÷</span>
        </p>
        <p>
          Race with your brain! Solve addition, subtraction, money, multiplication, counting and
          division problems to push your car to the finish line.
        </p>
        <p className={styles.small}>
          Your account, garage and cars come with you. It&apos;s a beta, so tell us what you think.
        </p>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button
        block
        size="lg"
        variant="accent"
        // aria-disabled rather than disabled keeps focus on the button while it works.
        onClick={busy ? undefined : onPlay}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        Play Now!
      </Button>
    </Modal>
  );
}
