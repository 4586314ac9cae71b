// /season (issue 14): the running season's reward track and the player's progress by season XP.
// The track, as this player may see it (hidden bonuses blanked until reached), and the standing
// (XP, races, claimed rewards) come from GET /seasons/current; claims go through
// useSeasonClaim, the one claim flow, played by the reward takeover (src/ui/takeover): the rewards
// one by one, Claim and Equip, the Gold upsell for earned rewards a basic member cannot claim.
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';

import { seasonDaysRemaining, seasonLengthDays, teaserDates } from '../../../domain/seasons/season';
import {
  earnedButLocked,
  infinityLevel,
  LOCKED_REWARD_TOOLTIP,
  seasonLevel,
  seasonProgressPercent,
  seasonRewardState,
  seasonRewardUnlock,
} from '../../../domain/seasons/seasonProgress';
import type { ShownSeasonReward } from '../../../domain/seasons/seasonReward';
import {
  SEASON_PROGRESS_UNLOCK_GAMES,
  seasonProgressUnlocked,
} from '../../../domain/seasons/showRules';
import { ButtonLink } from '../../components/Button';
import { Button } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { ProgressBar } from '../../components/ProgressBar';
import { Empty, Loading, LoadError } from '../../components/Status';
import { seasonNowSeconds, useSeasonStore } from '../../seasons/seasonStore';
import { useSeasonClaim } from '../../seasons/useSeasonClaim';
import { useSession } from '../../stores/sessionStore';
import { equipReward } from '../../takeover/equipReward';
import { RewardTakeover, type TakeoverReward } from '../../takeover/RewardTakeover';
import { useRewardCatalogue } from '../achievements/useRewardCatalogue';
import { NEXT_TILE_ID, RewardTile, type RewardArt } from './RewardTile';
import styles from './Season.module.css';

/** Names and art of the track's cars and loot, from the catalogues (empty until they load). */
function useRewardArt(): (reward: ShownSeasonReward) => RewardArt | undefined {
  const catalogue = useRewardCatalogue();
  return useMemo(
    () => (reward: ShownSeasonReward) => {
      if (!reward.reward) return undefined;
      const { type, value } = reward.reward;
      if (type === 'car') return catalogue.car(value);
      if (type === 'loot') {
        const piece = catalogue.loot(value);
        return piece ? { name: piece.name, src: piece.src, lootType: piece.type } : undefined;
      }
      return undefined;
    },
    [catalogue],
  );
}

/** A season reward as the takeover plays it; a Gold reward is locked (the upsell) for basic. */
function seasonTakeoverReward(
  reward: ShownSeasonReward & { reward: NonNullable<ShownSeasonReward['reward']> },
  art: RewardArt | undefined,
  gold: boolean,
): TakeoverReward {
  const { type, value } = reward.reward;
  return {
    id: reward.achievementID,
    name: art?.name ?? (type === 'car' ? 'A season car' : type === 'loot' ? 'Season loot' : ''),
    kind: type,
    value,
    hueAngle: 0,
    lootType: type === 'loot' ? art?.lootType : undefined,
    locked: !reward.free && !gold,
    artSrc: art?.src,
  };
}

export function SeasonPage() {
  const user = useSession((state) => state.user);
  const { status, data, offsetMs, load } = useSeasonStore();
  const { claimOne } = useSeasonClaim();
  const artOf = useRewardArt();
  const [, navigate] = useLocation();
  // The rewards the takeover is playing (its Claim claims each in turn).
  const [playing, setPlaying] = useState<ShownSeasonReward[] | null>(null);

  useEffect(() => {
    void load(user.loggedIn ? user.userID : 0);
  }, [load, user.loggedIn, user.userID]);

  const season = data?.season ?? null;
  const track = data?.rewards ?? [];

  if (status === 'loading' || status === 'idle') return <Loading label="Loading the season…" />;
  if (status === 'failed' && !data) {
    return (
      <Page title="Season">
        <LoadError
          message="The season could not be loaded."
          onRetry={() => void load(user.loggedIn ? user.userID : 0, true)}
        />
      </Page>
    );
  }
  if (!season) {
    return (
      <Page title="Season">
        <Empty title="No season is running right now">
          The next season&apos;s reward track opens here when it starts.
        </Empty>
      </Page>
    );
  }

  const now = seasonNowSeconds(offsetMs);
  const standing = data?.standing ?? null;
  const experience = standing?.experience ?? 0;
  const gold = standing?.gold ?? false;
  const claimed = new Set(standing?.claimed ?? []);
  const next = seasonRewardUnlock(track, user.loggedIn, experience);
  const level = seasonLevel(experience);
  const infinity = infinityLevel(level, season.totalRewards);
  const percent = seasonProgressPercent(experience, user.loggedIn ? next : null);
  const states = track.map((reward) => seasonRewardState(reward, { experience, gold, claimed }));
  const claimable = track.filter((_, i) => states[i] === 'claimable');
  const lockedEarned = earnedButLocked(track, { experience, gold }).filter(
    (reward) => reward.experience <= experience,
  );
  const unlocked = seasonProgressUnlocked(user);

  return (
    <Page
      title={season.name}
      documentTitle={`${season.name} season`}
      subtitle={
        <>
          {teaserDates(season)} · {seasonLengthDays(season)}-day season ·{' '}
          {seasonDaysRemaining(season, now)} days left
        </>
      }
    >
      {user.loggedIn ? (
        <Panel labelledBy="season-progress" className={styles.progressPanel}>
          <h2 id="season-progress" className={styles.sectionTitle}>
            Your season
          </h2>
          {!unlocked && (
            <p className={styles.hint}>
              Season progress unlocks after {SEASON_PROGRESS_UNLOCK_GAMES} races: race{' '}
              {SEASON_PROGRESS_UNLOCK_GAMES - user.racesPlayed} more to start climbing.
            </p>
          )}
          <div className={styles.figures}>
            <span>
              {infinity === null ? 'Season level' : 'Infinity tier'}{' '}
              <strong data-testid="season-level">
                {infinity === null ? level : `∞ ${infinity}`}
              </strong>
            </span>
            <span>
              <strong data-testid="season-xp">{experience.toLocaleString('en-US')}</strong> season
              XP
            </span>
            <span>
              <strong>{standing?.races ?? 0}</strong> season races
            </span>
          </div>
          <ProgressBar
            size="lg"
            className={styles.bar}
            label={next ? `Progress to tier ${next.tier}` : 'Every tier reached: infinity tier'}
            percent={percent}
          />
          <p className={styles.hint}>
            {next ? (
              <>
                {`Next: tier ${next.tier} at ${next.experience.toLocaleString('en-US')} XP.`}{' '}
                {/* A hundred tiles make a long page on a phone: one tap to the one that matters. */}
                <a href={`#${NEXT_TILE_ID}`}>See it on the track</a>
              </>
            ) : (
              'Every tier reached: each further level counts in the infinity tier.'
            )}
          </p>
          {claimable.length > 0 && (
            <Button
              variant="accent"
              disabled={playing !== null}
              // Earned Gold rewards follow, locked: the takeover offers Nitro Gold for them.
              onClick={() => setPlaying([...claimable, ...(gold ? [] : lockedEarned)])}
            >
              {`Claim ${claimable.length} reward${claimable.length > 1 ? 's' : ''}`}
            </Button>
          )}
          {lockedEarned.length > 0 && (
            <p className={styles.lockedNote}>
              {lockedEarned.length} earned reward{lockedEarned.length > 1 ? 's wait' : ' waits'} for
              Nitro Gold.{' '}
              <a href="/store/gold" title={LOCKED_REWARD_TOOLTIP}>
                {LOCKED_REWARD_TOOLTIP}
              </a>
            </p>
          )}
        </Panel>
      ) : (
        <Panel labelledBy="season-visitor" className={styles.progressPanel}>
          <h2 id="season-visitor" className={styles.sectionTitle}>
            Race to climb the track
          </h2>
          <p className={styles.hint}>
            Every race earns season XP toward cash, cars and loot.{' '}
            {next && `First up: tier ${next.tier}.`}
          </p>
          <ButtonLink href="/login">Log In</ButtonLink>
        </Panel>
      )}
      <h2 className={styles.sectionTitle}>Reward track</h2>
      <p className={styles.hint}>
        Odd tiers are free; Gold tiers are Nitro Gold&apos;s. Hidden bonuses appear as you reach
        them.
      </p>
      <ul className={styles.track} aria-label="Reward track">
        {track.map((reward, i) => (
          <RewardTile
            key={reward.achievementID}
            reward={reward}
            state={user.loggedIn ? states[i]! : 'open'}
            art={artOf(reward)}
            next={next?.achievementID === reward.achievementID}
            busy={playing !== null}
            onClaim={(r) => setPlaying([r])}
          />
        ))}
      </ul>
      {playing && (
        <RewardTakeover
          // Only reached rewards are played, and the server shows every reached reward.
          rewards={playing.flatMap((r) =>
            r.reward ? [seasonTakeoverReward({ ...r, reward: r.reward }, artOf(r), gold)] : [],
          )}
          isGold={gold}
          onClaim={async (shown) => {
            const reward = playing.find((r) => r.achievementID === shown.id);
            if (reward) await claimOne(reward);
          }}
          onEquip={async (shown) => {
            // A sticker is placed on the car in the customizer rather than equipped here.
            if (shown.lootType === 'sticker') navigate('/garage/customizer/stickers');
            else await equipReward(shown);
          }}
          onClose={() => {
            setPlaying(null);
            void load(user.loggedIn ? user.userID : 0, true);
          }}
        />
      )}
    </Page>
  );
}
