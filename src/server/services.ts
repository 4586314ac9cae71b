// Wires storage, clock and configuration into the services the routes call. Created once per
// process and shared by both sites' apps.
import { join } from 'node:path';

import type { Logger } from 'pino';

import type { Clock } from '../domain/clock';
import type { SiteConfig } from '../domain/site';
import { createAchievementService } from './achievements/achievementService';
import { createAdService } from './ads/adService';
import { createAuthService, type LoginEndedSink } from './auth/authService';
import { createCrossSite } from './auth/crossSite';
import { createLoginGuard } from './auth/loginGuard';
import { createResetService } from './auth/resetService';
import { createSsoProviderClient } from './auth/sso/ssoClients';
import { createSsoService } from './auth/sso/ssoService';
import { createUnlockService } from './auth/unlockService';
import { createClassService } from './classes/classService';
import type { ServerConfig } from './config';
import { createContentService } from './content/contentService';
import type { Storage } from './db/client';
import { createEventService } from './events/eventService';
import { createGarageService, loadGarageCatalogue } from './garage/garageService';
import { createLeagueService } from './leagues/leagueService';
import { createMailer, type Mailer } from './mail/mailer';
import { deliverNotifications, type NotificationPush } from './notifications/deliver';
import { createNotificationService } from './notifications/notificationService';
import { createCashHub } from './payments/cashHubService';
import { createPaymentService } from './payments/paymentService';
import { createSandboxProvider, createSandboxSigner } from './payments/sandboxProvider';
import { createStripeClient, createStripeProvider } from './payments/stripeProvider';
import { createCashService } from './players/cashService';
import { createPassageService } from './race/passageService';
import { createRaceService } from './race/raceService';
import { createRealtime } from './realtime/realtime';
import { createReportService } from './reports/reportService';
import { createSeasonService } from './seasons/seasonService';
import { createCaptchaService } from './security/captcha';
import { createLoginRate } from './security/loginRate';
import { createSecretBox } from './security/secretBox';
import { loadSecrets, type Secrets } from './security/secrets';
import { createTokenService } from './security/tokens';
import { createAccountSettingsService } from './settings/accountSettingsService';
import { createEmailVerificationService } from './settings/emailVerificationService';
import { createPasswordCheck } from './settings/passwordCheck';
import { createSettingsService } from './settings/settingsService';
import { createSsoRemovalService } from './settings/ssoRemovalService';
import { createTwoFactorService } from './settings/twoFactorService';
import { createSocialServices } from './social/socialService';
import { createStatsService } from './stats/statsService';
import { createTotalsPruner } from './stats/totalsPruner';
import { createTeamAutoRemover } from './teams/teamAutoRemover';
import { createTeamService } from './teams/teamService';

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
  const twoFactor = createTwoFactorService({
    db,
    clock,
    box: createSecretBox(config.twoFactorKey),
    pepper: secrets.linkSecret,
  });
  const passwordCheck = createPasswordCheck(guard);
  // Ended logins close their sockets; the realtime server is made after the auth service it uses.
  const sockets: { endLogin?: LoginEndedSink } = {};
  const loginEnded: LoginEndedSink = (userID, ended) => sockets.endLogin?.(userID, ended);
  for (const problem of config.ssoProblems) log.warn(problem);
  const sso = createSsoService({
    db,
    clock,
    log,
    providers: config.sso.map(createSsoProviderClient),
    newPlayerMoney: config.newPlayerMoney,
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
    secondFactor: twoFactor,
    loginEnded,
  });
  // The realtime server drives the race service, so it exists only after it: a result's notices
  // (challenges completed, a feature unlocked) reach it once their transaction has committed.
  const relay: { push?: NotificationPush } = {};
  const race = createRaceService(db, clock, {
    racesBeforeCaptcha: config.racesBeforeCaptcha,
    afterCommit: (userID, notices) => {
      if (relay.push) deliverNotifications(relay.push, userID, notices);
    },
  });
  const passages = await createPassageService(db);
  const catalogue = await loadGarageCatalogue(db);
  const garage = createGarageService(db, clock, catalogue);
  const realtime = createRealtime({ db, config, log, auth, tokens, race, passages });
  sockets.endLogin = (userID, ended) => realtime.notifications.endLogin(userID, ended);
  const achievements = createAchievementService({
    db,
    clock,
    catalogue,
    push: realtime,
    log: (message) => log.warn(message),
  });
  relay.push = realtime;
  const cashHub = createCashHub({
    db,
    clock,
    catalogue,
    warn: (message) => log.warn(message),
  });
  // Card payments: Stripe when configured, the built-in sandbox checkout otherwise.
  const stripe = config.stripe ? createStripeClient(config.stripe) : null;
  const payments = createPaymentService({
    db,
    clock,
    provider: stripe ? createStripeProvider(stripe) : createSandboxProvider(),
    push: realtime,
    cashHub,
  });
  const teams = createTeamService(db, clock, realtime);
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
    /** Single sign-on through OpenID Connect providers (issue 15). */
    sso,
    ssoRemoval: createSsoRemovalService({ db, clock, mailer, log, loginEnded }),
    siteUrl,
    reset: createResetService({
      db,
      clock,
      mailer,
      log,
      linkSecret: secrets.linkSecret,
      siteUrl,
      mailJitterMs: config.resetMailJitterMs,
      loginEnded,
    }),
    content: createContentService(db, clock),
    race,
    passages,
    garage,
    /** The shop's cash hub: cash packages and bundles sold through the payments (SPEC §3). */
    cashHub,
    /** The race page's settings kept on the account (sounds, the fullscreen race mode). */
    settings: createSettingsService(db, clock),
    /** /profile (SPEC §7 Settings): account settings, two-factor login, e-mail verification. */
    accountSettings: createAccountSettingsService({
      db,
      clock,
      passwords: passwordCheck,
      twoFactor,
      loginEnded,
      ssoLinks: (userID) => sso.linksOf(userID),
    }),
    passwordCheck,
    twoFactor,
    emailVerification: createEmailVerificationService({
      db,
      clock,
      mailer,
      log,
      linkSecret: secrets.linkSecret,
      siteUrl,
    }),
    stats: createStatsService(db, clock),
    /** Ads (issue 15): whether and which ads a visitor's pages show. */
    ads: createAdService(clock, config),
    /** The running season and a player's standing in it (issue 14). */
    seasons: createSeasonService(db, clock),
    /** Deletes racer totals past use; boot.ts starts it with the server and stops it on close. */
    totalsPruner: createTotalsPruner({
      db,
      clock,
      log: (error) => log.warn({ err: error }, 'racer totals pruning failed'),
    }),
    /** Realtime races and notifications; its bus (memory, or Redis with REDIS_URL) is per process. */
    realtime,
    achievements,
    notifications: createNotificationService(db, clock, realtime),
    /** Teams (SPEC §7 Teams); notices pushed after each change commits. */
    teams,
    /** Teachers' class sections and their students (docs/classes.md). */
    classes: createClassService(db, clock),
    /** Removes idle members of autoRemove teams; boot.ts starts it and stops it on close. */
    teamAutoRemover: createTeamAutoRemover({
      db,
      clock,
      teams,
      log: (error) => log.warn({ err: error }, 'team autoRemove failed'),
    }),
    /** Friends, presence and friend-race invites. */
    social: createSocialServices({ db, clock, realtime, log }),
    /** Cash between players (send-cash, receive-cash). */
    cash: createCashService({ db, clock, guard, push: realtime }),
    /** Nitro Gold purchases (SPEC §7 payments) and the provider that takes the card. */
    payments,
    sandboxSigner: createSandboxSigner(secrets.paymentsSandboxSecret),
    stripe:
      stripe && config.stripe
        ? { client: stripe, webhookSecret: config.stripe.webhookSecret }
        : null,
    /** Player reports and the operators' queue. */
    reports: createReportService({ db, clock, adminUsers: config.adminUsers }),
    /** Special events (docs/events.md): the /events page, the Event Showroom's events. */
    events: createEventService(db, clock, catalogue.cars),
    /** Weekly leagues; boot.ts starts its rollover job with the server and stops it on close. */
    leagues: createLeagueService({
      db,
      clock,
      push: realtime,
      log: (error) => log.warn({ err: error }, 'league rollover failed'),
    }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
