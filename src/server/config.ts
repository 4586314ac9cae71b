// Every setting the server reads from the environment, in one place (README lists them).
import { resolve } from 'node:path';

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
  /** Public base URLs of the two sites, for links in e-mails and cross-site handoff. */
  typingUrl: string;
  mathUrl: string;
  smtp?: SmtpConfig;
  logLevel: string;
  /** Token lifetime in seconds. */
  tokenTtl: number;
  /** Folder with the built client; absent in API-only tests. */
  clientDir?: string;
  /** Logins allowed from one address per minute before 'login-rate' captcha applies. */
  loginRatePerMinute: number;
  /** Wrong passwords in a row before the 'password' captcha applies. */
  maxFailedLogins: number;
  /** Captcha proof-of-work size: a random counter in this range (about 1 s in a browser). */
  captchaMinCounter: number;
  captchaMaxCounter: number;
  /** Races in a row before the 'pending' captcha is required. */
  racesBeforeCaptcha: number;
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
  return {
    host,
    port,
    mathPort,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    typingUrl: env.TYPING_URL || `http://localhost:${port}`,
    mathUrl: env.MATH_URL || `http://localhost:${mathPort}`,
    smtp,
    logLevel: env.LOG_LEVEL || 'info',
    tokenTtl: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    clientDir: resolve(env.CLIENT_DIR || './dist'),
    loginRatePerMinute: int(env.LOGIN_RATE_PER_MINUTE, 20),
    maxFailedLogins: int(env.MAX_FAILED_LOGINS, 5),
    captchaMinCounter: int(env.CAPTCHA_MIN_COUNTER, 5_000),
    captchaMaxCounter: int(env.CAPTCHA_MAX_COUNTER, 20_000),
    racesBeforeCaptcha: int(env.RACES_BEFORE_CAPTCHA, 100),
  };
}
