// The home page's race scene: three cars on a night track heading for the chequered line, under
// the thing that drives them (a passage being typed, or sums being solved on the math site).
import type { SiteId } from '../../domain/site';
import styles from './HeroArt.module.css';

const CAR_BODY =
  'M16 46 L19 37 Q21 33 27 32.5 L40 31.5 L51 24 Q54 22 59 22 L70 22.5 Q76 23 79 27 L84 32 Q91 33.5 92 39 L92 44 Q92 48 88 48 L19 48 Q16 48 16 46 Z';
const CAR_GLASS = 'M45 31 L53 25.5 Q55.5 24.3 59 24.3 L69 24.7 Q73 25 75.5 28.5 L77 31 Z';

function Car({ x, y, tone }: { x: number; y: number; tone: 'player' | 'rival1' | 'rival2' }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g className={styles.trail}>
        <line x1="-70" y1="32" x2="-8" y2="32" />
        <line x1="-46" y1="40" x2="4" y2="40" />
        <line x1="-90" y1="47" x2="-14" y2="47" />
      </g>
      <ellipse className={styles.shadow} cx="54" cy="56" rx="42" ry="5" />
      <path className={styles[tone]} d={CAR_BODY} />
      <path className={styles.glass} d={CAR_GLASS} />
      <path className={styles.stripe} d="M21 37.5 L88 36 L89 39.5 L20 41 Z" />
      <circle className={styles.tyre} cx="31" cy="48" r="8" />
      <circle className={styles.hub} cx="31" cy="48" r="3.2" />
      <circle className={styles.tyre} cx="77" cy="48" r="8" />
      <circle className={styles.hub} cx="77" cy="48" r="3.2" />
    </g>
  );
}

function Finish() {
  const cells = [];
  for (let row = 0; row < 23; row++) {
    for (let col = 0; col < 2; col++) {
      cells.push(
        <rect
          key={`${row}-${col}`}
          className={(row + col) % 2 ? styles.flagLight : styles.flagDark}
          x={500 + col * 10}
          y={100 + row * 10}
          width="10"
          height="10"
        />,
      );
    }
  }
  return <g>{cells}</g>;
}

function Prompt({ site }: { site: SiteId }) {
  if (site === 'math') {
    return (
      <text className={styles.prompt} x="44" y="50">
        <tspan className={styles.done}>7 × 8 = 56 ✓</tspan>
        <tspan className={styles.done} dx="18">
          12 + 9 = 21 ✓
        </tspan>
        <tspan className={styles.current} dx="18">
          48 ÷ 6 = ?
        </tspan>
      </text>
    );
  }
  return (
    <text className={styles.prompt} x="44" y="50">
      <tspan className={styles.done}>Type fast and</tspan>
      <tspan className={styles.current} dx="8">
        drive
      </tspan>
      <tspan className={styles.todo} dx="8">
        faster than the rest.
      </tspan>
    </text>
  );
}

export function HeroArt({ site }: { site: SiteId }) {
  return (
    <svg className={styles.art} viewBox="0 0 560 340" aria-hidden="true" focusable="false">
      <rect className={styles.card} x="20" y="12" width="520" height="62" rx="14" />
      <Prompt site={site} />
      <rect className={styles.track} x="0" y="96" width="560" height="236" rx="20" />
      <g className={styles.lane}>
        <line x1="20" y1="176" x2="490" y2="176" />
        <line x1="20" y1="254" x2="490" y2="254" />
      </g>
      <Finish />
      <Car x={330} y={110} tone="rival1" />
      <Car x={380} y={188} tone="player" />
      <Car x={210} y={266} tone="rival2" />
    </svg>
  );
}
