// Wires storage, clock and configuration into the services the routes call. Created once per
// process and shared by both sites' apps.
import { join } from 'node:path';

import type { Logger } from 'pino';

import type { Clock } from '../domain/clock';
import type { SiteConfig } from '../domain/site';
import { createAuthService } from './auth/authService';
import { createCrossSite } from './auth/crossSite';
import { createLoginGuard } from './auth/loginGuard';
import { createResetService } from './auth/resetService';
import { createUnlockService } from './auth/unlockService';
import type { ServerConfig } from './config';
import { createContentService } from './content/contentService';
import type { Storage } from './db/client';
import { createGarageService, loadGarageCatalogue } from './garage/garageService';
import { createMailer, type Mailer } from './mail/mailer';
import { createPassageService } from './race/passageService';
import { createRaceService } from './race/raceService';
import { createRealtime } from './realtime/realtime';
import { createCaptchaService } from './security/captcha';
import { createLoginRate } from './security/loginRate';
import { loadSecrets, type Secrets } from './security/secrets';
import { createTokenService } from './security/tokens';
import { createStatsService } from './stats/statsService';

export interface ServiceOptions {
  storage: Storage;
  config: ServerConfig;
  clock: Clock;
  log: Logger;
  /** Tests pass a capturing mailer; by default mail goes out by SMTP or to the outbox. */
  mailer?: Mailer;
}

export async function createServices(options: ServiceOptions) {
  const { storage, config, clock, log } = options;
  const db = storage.db;
  const secrets: Secrets = await loadSecrets(db);
  const tokens = createTokenService(secrets.jwtSecret, config.tokenTtl, clock);
  const captcha = createCaptchaService(db, clock, {
    secret: secrets.captchaSecret,
    keySecret: secrets.captchaKeySecret,
    minCounter: config.captchaMinCounter,
    maxCounter: config.captchaMaxCounter,
  });
  const mailer =
    options.mailer ??
    createMailer({ smtp: config.smtp, outboxDir: join(config.dataDir, 'outbox'), log });
  const siteUrl = (site: SiteConfig) => (site.id === 'math' ? config.mathUrl : config.typingUrl);
  const policy = {
    freeFailures: config.maxFailedLogins,
    lockAfter: Math.max(config.loginLockAfter, config.maxFailedLogins + 1),
    delaySeconds: config.loginDelaySeconds,
    lockSeconds: config.loginLockSeconds,
  };
  const loginRate = createLoginRate(config.loginRatePerMinute, clock, config.loginDelaySeconds);
  const registerRate = createLoginRate(config.loginRatePerMinute, clock, config.loginDelaySeconds);
  const guard = createLoginGuard({ db, clock, captcha, loginRate, registerRate, policy });
  const unlock = createUnlockService({
    db,
    clock,
    mailer,
    linkSecret: secrets.linkSecret,
    siteUrl,
  });
  const auth = createAuthService({
    db,
    clock,
    tokens,
    captcha,
    registerRate,
    guard,
    unlock,
    policy,
    tokenTtl: config.tokenTtl,
    log,
    newPlayerMoney: config.newPlayerMoney,
  });
  const race = createRaceService(db, clock, { racesBeforeCaptcha: config.racesBeforeCaptcha });
  const passages = await createPassageService(db);
  const garage = createGarageService(db, clock, await loadGarageCatalogue(db));
  return {
    storage,
    config,
    clock,
    log,
    secrets,
    tokens,
    captcha,
    mailer,
    auth,
    loginGuard: guard,
    unlock,
    crossSite: createCrossSite({ db, tokens }),
    reset: createResetService({
      db,
      clock,
      mailer,
      log,
      linkSecret: secrets.linkSecret,
      siteUrl,
      mailJitterMs: config.resetMailJitterMs,
    }),
    content: createContentService(db, clock),
    race,
    passages,
    garage,
    stats: createStatsService(db, clock),
    /** Realtime races and notifications; its bus (memory, or Redis with REDIS_URL) is per process. */
    realtime: createRealtime({ db, config, log, auth, tokens, race, passages }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
