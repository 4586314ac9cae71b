// Time left until the week's rollover, ticking every second from the server's time (the device
// clock may be wrong: only the time passed since the answer is read from it).
import { useEffect, useState } from 'react';

import { nowMs } from '../../clock';
import styles from './Leagues.module.css';

export function formatLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const secs = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return days > 0
    ? `${days}d ${two(hours)}h ${two(minutes)}m`
    : `${two(hours)}:${two(minutes)}:${two(secs)}`;
}

export function Countdown({
  weekEnd,
  serverTime,
  receivedAt,
}: {
  weekEnd: number;
  serverTime: number;
  receivedAt: number;
}) {
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowMs()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = weekEnd - (serverTime + (now - receivedAt) / 1000);
  return (
    <p className={styles.countdown}>
      <span className={styles.countdownLabel}>Week ends in</span>{' '}
      {/* Read out on demand, not every second. */}
      <time dateTime={new Date(weekEnd * 1000).toISOString()} className={styles.countdownValue}>
        {formatLeft(left)}
      </time>
    </p>
  );
}
