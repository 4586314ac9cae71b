// A team's tag as a chip in the team's colour (text black or white for contrast), used on the team
// pages, the leaderboards, public profiles and race results. The tag is rendered as text.
import { tagTextColor } from '../../../domain/teams/tagColor';
import styles from './TeamTag.module.css';

export function TeamTag({ tag, color }: { tag: string; color: string | null }) {
  const background = color ?? '#5b6270';
  return (
    <span
      className={styles.tag}
      style={{ background, color: tagTextColor(background) }}
      title={`Team ${tag}`}
    >
      [{tag}]
    </span>
  );
}
