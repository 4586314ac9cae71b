// Every setting the server reads from the environment, in one place (README lists them).
import { resolve } from 'node:path';

import { type FeatureFlag, isFeatureFlag } from '../domain/featureFlags';
import { type SsoProviderConfig, ssoProvidersFrom } from '../domain/sso/ssoProviders';

export interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  mathPort: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of every Redis key the realtime layer writes (REDIS_KEY_PREFIX; tests isolate runs). */
  redisKeyPrefix: string;
  /** Public base URLs of the two sites, for links in e-mails and cross-site handoff. */
  typingUrl: string;
  mathUrl: string;
  /** MERCH_STORE_URL: the merch dealership (-2) links here; unset, the shop has no merch tab. */
  merchStoreUrl?: string;
  smtp?: SmtpConfig;
  /** TWO_FACTOR_KEY: seals authenticator secrets at rest (security/secretBox.ts); unset: stored plain. */
  twoFactorKey?: string;
  logLevel: string;
  /** Token lifetime in seconds. */
  tokenTtl: number;
  /** Folder with the built client; absent in API-only tests. */
  clientDir?: string;
  /** Logins allowed from one address per minute before 'login-rate' captcha applies. */
  loginRatePerMinute: number;
  /** Wrong passwords in a row before the 'password' captcha applies. */
  maxFailedLogins: number;
  /** LOGIN_LOCK_AFTER: wrong passwords that lock a username (security/loginPolicy.ts). */
  loginLockAfter: number;
  /** LOGIN_LOCK_SECONDS: how long a lock lasts unless the owner's e-mailed link lifts it. */
  loginLockSeconds: number;
  /** LOGIN_DELAY_SECONDS: wait after the first failure past the budget, doubling after each. */
  loginDelaySeconds: number;
  /** RESET_MAIL_JITTER_MS: the reset lookup and mail run at a random moment up to this late. */
  resetMailJitterMs: number;
  /** Captcha proof-of-work size: a random counter in this range (about 1 s in a browser). */
  captchaMinCounter: number;
  captchaMaxCounter: number;
  /** Races in a row before the 'pending' captcha is required. */
  racesBeforeCaptcha: number;
  /** Cash every new account starts with (a class or an event can hand out a head start). */
  newPlayerMoney: number;
  /**
   * Realtime (SPEC §7): players are spread over REALTIME_SERVERS servers by the last three digits
   * of their user id; this process is server REALTIME_SERVER (0-based) and refuses the others.
   */
  realtimeServers: number;
  realtimeServer: number;
  /** RACE_WAIT_MS: how long a room waits for humans before bots fill it. */
  raceWaitMs: number;
  /** PRACTICE_WAIT_MS: the short wait before a practice (or qualifying) race. */
  practiceWaitMs: number;
  /** COUNTDOWN_MS: from the countdown to the green light. */
  countdownMs: number;
  /** RACE_TICK_MS: how often a room broadcasts positions. */
  tickMs: number;
  /** RACE_MAX_PASSAGE_CHARS: prefer passages up to this long (0: any); keeps tests short. */
  raceMaxPassageChars: number;
  /** REALTIME_PING_MS / REALTIME_PING_TIMEOUT_MS: heartbeat period, and silence before closing. */
  realtimePingMs: number;
  realtimePingTimeoutMs: number;
  /**
   * ADMIN_USERS: usernames (lower case) of the site's operators, who may watch every live room on
   * the race-admin / math-admin channels and end a room.
   */
  adminUsers: readonly string[];
  /**
   * TEST_HOOKS=1: registers the end-to-end suite's set-up routes under /api/v2/test/ (record a
   * notification for yourself, write your own race count and challenges). Never set it on a real
   * installation.
   */
  testHooks: boolean;
  /**
   * Card payments (docs/payments.md): Stripe Checkout when both STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET are set, the built-in sandbox checkout otherwise. STRIPE_API_URL points
   * the Stripe client at another API host (stripe-mock, tests).
   */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /** ADS=off: no ads on any page for anyone (docs/ads.md); on by default. */
  adsEnabled: boolean;
  /** FEATURE_FLAGS_OFF: SPEC §5 feature flags the operator withholds (comma-separated names). */
  featureFlagsOff: FeatureFlag[];
  /**
   * Single sign-on providers (SSO_PROVIDERS and SSO_<ID>_*, domain/sso/ssoProviders.ts); none:
   * no sign-in buttons. `ssoProblems` names the ones left out, for a warning at start.
   */
  sso: SsoProviderConfig[];
  ssoProblems: string[];
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '0.0.0.0';
  const port = int(env.PORT, 8080);
  const mathPort = int(env.MATH_PORT, 8081);
  const smtp: SmtpConfig | undefined = env.SMTP_HOST
    ? {
        host: env.SMTP_HOST,
        port: int(env.SMTP_PORT, 587),
        user: env.SMTP_USER || undefined,
        pass: env.SMTP_PASS || undefined,
        from: env.MAIL_FROM || 'Nitro Race <no-reply@localhost>',
      }
    : undefined;
  const sso = ssoProvidersFrom(env);
  return {
    host,
    port,
    mathPort,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'nitro:rt:',
    typingUrl: env.TYPING_URL || `http://localhost:${port}`,
    mathUrl: env.MATH_URL || `http://localhost:${mathPort}`,
    merchStoreUrl: env.MERCH_STORE_URL || undefined,
    smtp,
    twoFactorKey: env.TWO_FACTOR_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    tokenTtl: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    clientDir: resolve(env.CLIENT_DIR || './dist'),
    loginRatePerMinute: int(env.LOGIN_RATE_PER_MINUTE, 20),
    maxFailedLogins: Math.max(1, int(env.MAX_FAILED_LOGINS, 5)),
    loginLockAfter: Math.max(2, int(env.LOGIN_LOCK_AFTER, 10)),
    loginLockSeconds: Math.max(1, int(env.LOGIN_LOCK_SECONDS, 3600)),
    loginDelaySeconds: Math.max(0, int(env.LOGIN_DELAY_SECONDS, 1)),
    resetMailJitterMs: Math.max(0, int(env.RESET_MAIL_JITTER_MS, 3000)),
    captchaMinCounter: int(env.CAPTCHA_MIN_COUNTER, 5_000),
    captchaMaxCounter: int(env.CAPTCHA_MAX_COUNTER, 20_000),
    racesBeforeCaptcha: int(env.RACES_BEFORE_CAPTCHA, 100),
    newPlayerMoney: Math.max(0, int(env.NEW_PLAYER_MONEY, 0)),
    realtimeServers: Math.max(1, int(env.REALTIME_SERVERS, 1)),
    realtimeServer: Math.max(0, int(env.REALTIME_SERVER, 0)),
    raceWaitMs: Math.max(0, int(env.RACE_WAIT_MS, 6000)),
    practiceWaitMs: Math.max(0, int(env.PRACTICE_WAIT_MS, 1500)),
    countdownMs: Math.max(0, int(env.COUNTDOWN_MS, 4000)),
    tickMs: Math.max(10, int(env.RACE_TICK_MS, 100)),
    raceMaxPassageChars: Math.max(0, int(env.RACE_MAX_PASSAGE_CHARS, 0)),
    realtimePingMs: Math.max(50, int(env.REALTIME_PING_MS, 25_000)),
    realtimePingTimeoutMs: Math.max(100, int(env.REALTIME_PING_TIMEOUT_MS, 45_000)),
    adminUsers: (env.ADMIN_USERS ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== ''),
    testHooks: env.TEST_HOOKS === '1',
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL || undefined,
          }
        : undefined,
    adsEnabled: !['off', '0', 'false', 'no'].includes((env.ADS ?? '').trim().toLowerCase()),
    featureFlagsOff: (env.FEATURE_FLAGS_OFF ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(isFeatureFlag),
    sso: sso.providers,
    ssoProblems: sso.problems,
  };
}
