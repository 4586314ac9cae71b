// A division's standings this week: place, racer (or team), races and the week's XP, with the
// promotion and demotion places marked and the caller's row highlighted.
import { Link } from 'wouter';

import type { LeagueStanding } from '../../../domain/contracts/leagueResponses';
import { publicProfilePath } from '../../../domain/nav/routes';
import statsStyles from '../stats/Stats.module.css';
import { TeamTag } from '../team/TeamTag';
import styles from './Leagues.module.css';
import type { LeagueInfo } from './leagueTypes';

type Zone = 'up' | 'down' | null;

export function zoneOf(league: LeagueInfo, place: number): Zone {
  if (league.promotionPlace !== null && place <= league.promotionPlace) return 'up';
  if (league.demotionPlace !== null && place >= league.demotionPlace) return 'down';
  return null;
}

const ZONE_LABEL = { up: 'Promotion place', down: 'Demotion place' } as const;

export function Standings({
  standings,
  league,
  team,
}: {
  standings: LeagueStanding[];
  league: LeagueInfo;
  team: boolean;
}) {
  return (
    <div
      className={statsStyles.tableScroll}
      tabIndex={0}
      role="region"
      aria-label={`${league.name} standings`}
    >
      <table className={statsStyles.table} data-testid="league-standings">
        <caption className={statsStyles.visuallyHidden}>
          {league.name}: this week&apos;s standings
        </caption>
        <thead>
          <tr>
            <th scope="col" className={statsStyles.num}>
              #
            </th>
            <th scope="col">{team ? 'Team' : 'Racer'}</th>
            <th scope="col" className={statsStyles.num}>
              Races
            </th>
            <th scope="col" className={statsStyles.num}>
              XP
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((row) => {
            const zone = zoneOf(league, row.place);
            return (
              <tr
                key={row.place}
                className={row.me ? statsStyles.mine : undefined}
                data-zone={zone ?? undefined}
              >
                <td className={`${statsStyles.num} ${styles.placeCell}`}>
                  {zone && (
                    <span className={styles[zone]} title={ZONE_LABEL[zone]}>
                      <span aria-hidden="true">{zone === 'up' ? '▲' : '▼'}</span>
                      <span className={statsStyles.visuallyHidden}>{ZONE_LABEL[zone]}: </span>
                    </span>
                  )}{' '}
                  {row.place}
                </td>
                <td className={statsStyles.nameCell}>
                  {row.tag && (
                    <>
                      <TeamTag tag={row.tag} color={row.tagColor} />{' '}
                    </>
                  )}
                  {row.username ? (
                    <Link href={publicProfilePath(row.username)} className={statsStyles.rowLink}>
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                  {row.me && <span className={statsStyles.youTag}> (you)</span>}
                </td>
                <td className={statsStyles.num}>{row.played.toLocaleString('en-US')}</td>
                <td className={statsStyles.num}>{row.experience.toLocaleString('en-US')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
