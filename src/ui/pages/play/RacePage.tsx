// /race and /play (and friend races below them). The race screen, its sounds and, through it,
// PixiJS load as a separate chunk when this page opens, so the home page never carries them.
import { lazy, Suspense } from 'react';

import { Loading } from '../../components/Status';
import styles from './RacePage.module.css';

const RaceScreen = lazy(() =>
  import('../../race/RaceScreen').then((module) => ({ default: module.RaceScreen })),
);

interface RacePageProps {
  /** /race/:username: race in that player's room. */
  friend?: string;
  /** View-only mode (SPEC §5): the race button does nothing. */
  viewOnly?: boolean;
}

export function RacePage({ friend, viewOnly = false }: RacePageProps) {
  return (
    <div className={styles.page}>
      <Suspense fallback={<Loading label="Rolling onto the track…" />}>
        <RaceScreen friend={friend} viewOnly={viewOnly} />
      </Suspense>
    </div>
  );
}
