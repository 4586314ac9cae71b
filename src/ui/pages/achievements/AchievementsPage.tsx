// /achievements and /achievements/{group slug} (SPEC §2, §4): the racer's achievements by group,
// with progress bars, points and claim buttons. Claims go to the server, which checks everything
// again; the answer's user replaces the session's (money, garage, badge).
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';

import { achievementPoints } from '../../../domain/achievements/award';
import { ACHIEVEMENT_GROUPS, ACHIEVEMENTS } from '../../../domain/achievements/catalogue';
import {
  achievementGroupsView,
  type AchievementCard as Card,
  type GroupView,
  type RewardNames,
} from '../../../domain/achievements/view';
import { achievementEndpoints } from '../../../domain/contracts/achievementEndpoints';
import { formatMoney } from '../../../domain/shop/money';
import { ApiError, failureMessage } from '../../../net/apiError';
import { api } from '../../api';
import { nowMs } from '../../clock';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { ProgressBar } from '../../components/ProgressBar';
import { Empty } from '../../components/Status';
import { MutedNoticesSetting } from '../../notifications/MutedNoticesSetting';
import { useSite } from '../../site';
import { getSession, useSession } from '../../stores/sessionStore';
import { equipReward } from '../../takeover/equipReward';
import { RewardTakeover, type TakeoverReward } from '../../takeover/RewardTakeover';
import { NotFoundPage } from '../errors/NotFoundPage';
import { AchievementCard } from './AchievementCard';
import styles from './Achievements.module.css';
import { takeoverReward } from './achievementTakeover';
import { ClaimAll } from './ClaimAll';
import { useClaimAll } from './useClaimAll';
import { useRewardCatalogue } from './useRewardCatalogue';

const TITLE = 'Achievements';
const SUBTITLE = 'Milestones for every racer: earn them on the track, claim their rewards here.';

/** Names and art for rewards, and a loot piece's type (a sticker's Equip opens the customizer). */
function useRewardNames(): RewardNames & { lootType(lootID: number): string | undefined } {
  const catalogue = useRewardCatalogue();
  return useMemo(() => ({ ...catalogue, lootType: (id) => catalogue.loot(id)?.type }), [catalogue]);
}

function rewardMessage(card: Card): string {
  const { reward } = card;
  if (!reward) return `${card.achievement.name} claimed.`;
  if (reward.type === 'money') {
    return `${card.achievement.name} claimed: ${formatMoney(reward.value)} added to your cash.`;
  }
  return `${card.achievement.name} claimed: ${reward.name} is in your garage.`;
}

function useClaim() {
  const [claiming, setClaiming] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  /** Claims through the takeover: its Claim button calls this and shows a refusal itself. */
  const claimForTakeover = async (card: Card) => {
    const results = await api
      .call(achievementEndpoints.claimAchievement, {
        params: { achievementID: card.achievement.achievementID },
      })
      .catch((error: unknown) => {
        throw new Error(failureMessage(error));
      });
    getSession().refreshUser(results.user);
    setMessage({ text: rewardMessage(card), error: false });
  };
  const claim = async (card: Card) => {
    const id = card.achievement.achievementID;
    setClaiming(id);
    setMessage(null);
    try {
      const results = await api.call(achievementEndpoints.claimAchievement, {
        params: { achievementID: id },
      });
      getSession().refreshUser(results.user);
      setMessage({ text: rewardMessage(card), error: false });
    } catch (error) {
      const text = error instanceof ApiError ? error.message : 'That claim did not go through.';
      setMessage({ text, error: true });
    } finally {
      setClaiming(null);
    }
  };
  return { claiming, message, claim, claimForTakeover };
}

function GroupTile({ view }: { view: GroupView }) {
  const percent = Math.round((view.claimed / view.total) * 100);
  return (
    <li className={styles.tile}>
      <h3 className={styles.tileTitle}>
        <Link href={`/achievements/${view.group.slug}`} className={styles.tileLink}>
          {view.group.name}
        </Link>
      </h3>
      <p className={styles.cardDesc}>{view.group.description}</p>
      <ProgressBar
        label={`${view.group.name}: ${view.claimed} of ${view.total} claimed`}
        percent={percent}
      />
      <div className={styles.cardMeta}>
        <span>
          {view.claimed} / {view.total} claimed
        </span>
        <span>{view.points} points</span>
        {view.ready > 0 && <span className={styles.readyPill}>{view.ready} to claim</span>}
      </div>
    </li>
  );
}

export function AchievementsPage({ slug }: { slug?: string }) {
  const site = useSite();
  const user = useSession((state) => state.user);
  const offset = useSession((state) => state.serverTimeOffset);
  const names = useRewardNames();
  const { claiming, message, claim, claimForTakeover } = useClaim();
  const { state: claimAllState, claimAll } = useClaimAll();
  const claimingAll = claimAllState.status === 'claiming';
  const [, navigate] = useLocation();
  // The achievement whose reward the takeover is playing (its Claim makes the claim).
  const [playing, setPlaying] = useState<{ card: Card; reward: TakeoverReward } | null>(null);
  const startClaim = (card: Card) => {
    const reward = takeoverReward(card, names.lootType);
    if (reward) setPlaying({ card, reward });
    else void claim(card);
  };
  const nowSeconds = Math.floor((nowMs() + offset) / 1000);
  const views = useMemo(
    () => achievementGroupsView(user, ACHIEVEMENT_GROUPS, ACHIEVEMENTS, site, nowSeconds, names),
    // Recomputed when the user, the site or the catalogues change; the minute is close enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [user, site, names, Math.floor(nowSeconds / 60)],
  );

  if (!user.loggedIn) {
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to earn achievements">
        Every race counts toward achievements that pay cash, cars and loot. Log in or create an
        account to start collecting them.
      </LoginPrompt>
    );
  }

  const known = slug ? ACHIEVEMENT_GROUPS.find((g) => g.slug === slug) : undefined;
  if (slug && !known) return <NotFoundPage />;
  // A group with nothing that counts here (permanent ones on the math site) shows empty.
  const group = known
    ? (views.find((v) => v.group.id === known.id) ?? {
        group: known,
        cards: [],
        claimed: 0,
        total: 0,
        points: 0,
        ready: 0,
      })
    : undefined;

  const claimed = views.reduce((sum, v) => sum + v.claimed, 0);
  const total = views.reduce((sum, v) => sum + v.total, 0);
  const ready = views.flatMap((v) => v.cards.filter((c) => c.state === 'ready'));
  const status = message && (
    <p
      role={message.error ? 'alert' : 'status'}
      className={message.error ? styles.error : styles.notice}
    >
      {message.text}
    </p>
  );
  const takeover = playing && (
    <RewardTakeover
      key={playing.card.achievement.achievementID}
      rewards={[playing.reward]}
      isGold={user.membership === 'gold'}
      onClaim={() => claimForTakeover(playing.card)}
      onEquip={async (reward) => {
        // A sticker is placed on the car in the customizer rather than equipped here.
        if (reward.lootType === 'sticker') navigate('/garage/customizer/stickers');
        else await equipReward(reward);
      }}
      onClose={() => setPlaying(null)}
    />
  );
  const cardList = (cards: Card[]) => (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <AchievementCard
          key={card.achievement.achievementID}
          card={card}
          claiming={claimingAll || claiming === card.achievement.achievementID}
          onClaim={startClaim}
        />
      ))}
    </ul>
  );

  if (group) {
    return (
      <Page
        title={group.group.name}
        subtitle={group.group.description}
        documentTitle={`${group.group.name} achievements`}
      >
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <Link href="/achievements">← All achievements</Link>
        </nav>
        <div className={styles.summary}>
          <span>
            <strong>{group.claimed}</strong> of {group.total} claimed
          </span>
          <span>
            <strong>{group.points}</strong> points
          </span>
        </div>
        {status}
        {takeover}
        {group.cards.length > 0 ? (
          cardList(group.cards)
        ) : (
          <Empty title="Nothing in this group counts here">
            On this site only a running season&apos;s achievements count.
          </Empty>
        )}
      </Page>
    );
  }

  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <div className={styles.summary}>
        <span>
          <strong>{claimed}</strong> of {total} claimed
        </span>
        <span>
          <strong>{achievementPoints(user)}</strong> points
        </span>
        <span>
          <strong>{ready.length}</strong> ready to claim
        </span>
      </div>
      {status}
      {takeover}
      <Panel labelledBy="ready-heading" className={styles.readyPanel}>
        <h2 id="ready-heading" className={styles.sectionTitle}>
          Ready to claim
        </h2>
        <ClaimAll
          ready={ready}
          busy={claiming !== null || playing !== null}
          state={claimAllState}
          onClaimAll={(cards) => void claimAll(cards)}
        />
        {ready.length > 0 ? (
          cardList(ready)
        ) : (
          <Empty title="Nothing to claim right now">
            Race to earn the next one: progress toward each achievement shows in its group.
          </Empty>
        )}
      </Panel>
      <h2 className={styles.sectionTitle}>Groups</h2>
      {views.length > 0 ? (
        <ul className={styles.tiles}>
          {views.map((view) => (
            <GroupTile key={view.group.id} view={view} />
          ))}
        </ul>
      ) : (
        <Empty title="No achievements here right now">
          On this site only a running season's achievements count. Check back when the next season
          starts.
        </Empty>
      )}
      <MutedNoticesSetting />
    </Page>
  );
}
