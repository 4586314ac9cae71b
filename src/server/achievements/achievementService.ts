// Achievements on the server (SPEC §4, §7): check, claim and the extra-level reward. Each call
// locks the player's row, re-evaluates the rules itself on the stored account (the client's ids
// only say what to look at), applies the domain rule and saves, in one transaction; the
// `achievement` and `level-up` notifications are recorded inside it and pushed after the commit.
import type { Achievement } from '../../domain/achievements/achievement';
import {
  checkAchievements,
  claimAchievement,
  type ClaimRejection,
  type RewardCatalogue,
} from '../../domain/achievements/award';
import { isActiveAt } from '../../domain/achievements/award';
import { achievementByID } from '../../domain/achievements/catalogue';
import type { Clock } from '../../domain/clock';
import type { Notification } from '../../domain/notifications/notification';
import { extraLevelReward } from '../../domain/progression/levelTable';
import {
  decodeSeasonRewardID,
  seasonRewardAchievementByID,
} from '../../domain/seasons/rewardTrack';
import { seasonByID } from '../../domain/seasons/schedule';
import type { SiteConfig } from '../../domain/site';
import type { User } from '../../domain/user';
import type { Db, Tx } from '../db/client';
import type { GarageCatalogue } from '../garage/garageService';
import type { AppError } from '../http/errors';
import { conflict, forbidden, notFound } from '../http/errors';
import { deliverNotifications, type NotificationPush } from '../notifications/deliver';
import { recordNotification } from '../notifications/notificationStore';
import { type LedgerKind, recordMoneyChange } from '../payments/ledger';
import { loadOperatorSeasons } from '../seasons/seasonStore';
import { lockUser, updateUser, type NewUserRow } from '../users/userRepo';
import { userView } from '../users/userView';

/** The columns an achievement may write. */
function achievementFields(user: User): Partial<NewUserRow> {
  return {
    money: user.money,
    level: user.level,
    lastExtraLevel: user.lastExtraLevel,
    cars: user.cars,
    garage: user.garage,
    loot: user.loot,
    achievements: user.achievements,
    achievementsUnclaimed: user.achievementsUnclaimed,
  };
}

const CLAIM_ERRORS: Record<ClaimRejection, () => AppError> = {
  unknown: () => notFound('There is no such achievement.'),
  'already-claimed': () => conflict('You already claimed that achievement.', 'ALREADY_CLAIMED'),
  'not-earned': () => conflict("You haven't earned that achievement yet.", 'NOT_EARNED'),
  inactive: () => conflict("That achievement doesn't count here right now.", 'INACTIVE'),
  'extra-tier': () =>
    conflict('Extra levels are rewarded level by level, not claimed.', 'EXTRA_TIER'),
  locked: () => forbidden('Upgrade to Nitro Gold to Unlock!', 'GOLD_ONLY'),
};

/** The catalogue's achievements, and the season reward tracks' (src/domain/seasons/rewardTrack.ts). */
async function achievementLookup(tx: Tx): Promise<(id: number) => Achievement | undefined> {
  const operatorSeasons = await loadOperatorSeasons(tx);
  return (id) =>
    achievementByID(id) ??
    seasonRewardAchievementByID(id, (seasonID) => seasonByID(seasonID, operatorSeasons));
}

export interface AchievementServiceDeps {
  db: Db;
  clock: Clock;
  catalogue: GarageCatalogue;
  push: NotificationPush;
  log: (message: string) => void;
}

export function createAchievementService(deps: AchievementServiceDeps) {
  const { db, clock } = deps;
  const carIDs = new Set(deps.catalogue.cars.map((car) => car.carID));
  const lootTypes = new Map(deps.catalogue.loot.map((piece) => [piece.lootID, piece.type]));
  const rewards: RewardCatalogue = {
    hasCar: (carID) => carIDs.has(carID),
    lootType: (lootID) => lootTypes.get(lootID),
  };

  const achievementNotice = (achievement: Achievement) => ({
    type: 'achievement',
    data: {
      achievementID: achievement.achievementID,
      name: achievement.name,
      points: achievement.points,
    },
  });

  /** Runs `change` on the locked player, saves, records its notices; delivers after the commit. */
  async function withUser<T>(
    userID: number,
    // The ledger row for the cash the change moves (none when it moves none).
    ledgerAs: { kind: LedgerKind; reference: string },
    change: (
      user: User,
      now: number,
      record: (notice: Parameters<typeof recordNotification>[2]) => Promise<void>,
      lookup: (id: number) => Achievement | undefined,
    ) => Promise<{ user: User; result: T }>,
  ): Promise<{ user: User; result: T }> {
    const notices: Notification[] = [];
    const outcome = await db.transaction(async (tx: Tx) => {
      const row = await lockUser(tx, userID);
      if (!row) throw notFound('That player does not exist.');
      const now = clock.nowSeconds();
      const before = userView(row, now);
      const record = async (notice: Parameters<typeof recordNotification>[2]) => {
        notices.push(await recordNotification(tx, userID, notice, now));
      };
      const { user, result } = await change(before, now, record, await achievementLookup(tx));
      if (user.level > before.level)
        await record({ type: 'level-up', data: { level: user.level } });
      const saved = await updateUser(tx, userID, achievementFields(user));
      await recordMoneyChange(
        tx,
        userID,
        ledgerAs.kind,
        before.money,
        user.money,
        ledgerAs.reference,
        now,
      );
      return { user: userView(saved ?? row, now), result };
    });
    deliverNotifications(deps.push, userID, notices);
    return outcome;
  }

  return {
    /** POST /achievements/check: earns those of `ids` whose rules hold on the stored account. */
    check(userID: number, ids: readonly number[], site: SiteConfig) {
      const ledgerAs = { kind: 'achievement' as const, reference: 'achievements:check' };
      return withUser(userID, ledgerAs, async (user, now, record, lookup) => {
        const outcome = checkAchievements(user, ids, lookup, site, now, rewards, deps.log);
        for (const achievement of outcome.earned) await record(achievementNotice(achievement));
        const { unclaimed, achieved, instantClaimed } = outcome;
        return { user: outcome.user, result: { unclaimed, achieved, instantClaimed } };
      });
    },

    /** GET /achievements/claim/{id}: refused unless earned and not claimed yet. */
    claim(userID: number, achievementID: number, site: SiteConfig) {
      // A season reward track tier is an achievement too; the ledger tells the two apart.
      const kind = decodeSeasonRewardID(achievementID) ? 'season-reward' : 'achievement';
      const ledgerAs = { kind, reference: `achievement:${achievementID}` } as const;
      return withUser(userID, ledgerAs, async (user, now, record, lookup) => {
        const outcome = claimAchievement(user, lookup(achievementID), site, now, rewards, deps.log);
        if (!outcome.ok) throw CLAIM_ERRORS[outcome.reason]();
        if (outcome.newlyEarned) await record(achievementNotice(outcome.achievement));
        const { reward } = outcome.achievement;
        return { user: outcome.user, result: { achievementID, ...(reward ? { reward } : {}) } };
      });
    },

    /** POST /achievements/extra: the extra-level reward for every extra level reached. */
    extra(userID: number, id: number, site: SiteConfig) {
      const ledgerAs = { kind: 'extra-level' as const, reference: `extra:${id}` };
      return withUser(userID, ledgerAs, async (user, now) => {
        const tier = achievementByID(id);
        if (!tier || !tier.extraTier) throw notFound('There is no such extra tier.');
        if (!isActiveAt(tier, site, now)) {
          throw conflict("That season's extra tier is not running.", 'INACTIVE');
        }
        const reward = extraLevelReward(user);
        if (!reward) throw conflict('No extra level is due yet. Keep racing!', 'NO_EXTRA_LEVEL');
        return {
          user: { ...user, ...reward.patch },
          result: { levels: reward.levels, money: reward.patch.money - user.money },
        };
      });
    },
  };
}

export type AchievementService = ReturnType<typeof createAchievementService>;
