// Per-socket rate limit (CONVENTIONS 7, after lila-ws's per-connection RateLimit): a token bucket
// that refills `perSecond` tokens a second up to `burst`. Frames over the limit are dropped; a
// socket that keeps going over for `abuseMs` is closed, since no honest client does that.
// Pure: the caller passes the time.

export interface RateLimitOptions {
  perSecond: number;
  burst: number;
  /** Continuous time over the limit after which the socket is closed. */
  abuseMs: number;
}

export const SOCKET_RATE_LIMIT: RateLimitOptions = { perSecond: 30, burst: 60, abuseMs: 5000 };

/** Drops further apart than this end an abuse streak. */
const STREAK_GAP_MS = 1000;

export type RateVerdict = 'ok' | 'limited' | 'abusive';

export class RateLimit {
  private tokens: number;
  private refilledAt: number;
  private streakSince: number | null = null;
  private lastDropAt = 0;

  constructor(
    private readonly options: RateLimitOptions,
    now: number,
  ) {
    this.tokens = options.burst;
    this.refilledAt = now;
  }

  hit(now: number): RateVerdict {
    const elapsed = Math.max(0, now - this.refilledAt);
    this.tokens = Math.min(
      this.options.burst,
      this.tokens + (elapsed * this.options.perSecond) / 1000,
    );
    this.refilledAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      if (this.streakSince !== null && now - this.lastDropAt > STREAK_GAP_MS)
        this.streakSince = null;
      return 'ok';
    }
    if (this.streakSince === null || now - this.lastDropAt > STREAK_GAP_MS) this.streakSince = now;
    this.lastDropAt = now;
    return now - this.streakSince > this.options.abuseMs ? 'abusive' : 'limited';
  }
}
