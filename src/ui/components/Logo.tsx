// The brand: a racing car in front of a chequered flag, with the product name beside it. Drawn
// inline so it takes the site's colours from the design system and needs no network request.
import { Link } from 'wouter';

import { useSite } from '../site';
import styles from './Logo.module.css';

const FLAG_CELLS = [0, 1, 2, 3].flatMap((col) => [0, 1, 2].map((row) => ({ col, row })));

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.mark, className].filter(Boolean).join(' ')}
      viewBox="0 0 96 60"
      aria-hidden="true"
      focusable="false"
    >
      {/* Chequered flag, waving behind the car. */}
      <line className={styles.pole} x1="62" y1="4" x2="62" y2="34" />
      <g transform="translate(63 4) skewY(-8)">
        {FLAG_CELLS.map(({ col, row }) => (
          <rect
            key={`${col}-${row}`}
            className={(col + row) % 2 === 0 ? styles.flagDark : styles.flagLight}
            x={col * 7}
            y={row * 6}
            width="7"
            height="6"
          />
        ))}
      </g>
      {/* Speed lines. */}
      <line className={styles.speed} x1="2" y1="33" x2="14" y2="33" />
      <line className={styles.speed} x1="6" y1="40" x2="16" y2="40" />
      <line className={styles.speed} x1="2" y1="47" x2="12" y2="47" />
      {/* Car body. */}
      <path
        className={styles.body}
        d="M16 46 L19 37 Q21 33 27 32.5 L40 31.5 L51 24 Q54 22 59 22 L70 22.5 Q76 23 79 27 L84 32 Q91 33.5 92 39 L92 44 Q92 48 88 48 L19 48 Q16 48 16 46 Z"
      />
      <path
        className={styles.bodyShade}
        d="M17 44 L92 44 L92 45 Q92 48 88 48 L19 48 Q16 48 16 46 Z"
      />
      <path className={styles.stripe} d="M21 37.5 L88 36 L89 39.5 L20 41 Z" />
      <path
        className={styles.glass}
        d="M45 31 L53 25.5 Q55.5 24.3 59 24.3 L69 24.7 Q73 25 75.5 28.5 L77 31 Z"
      />
      {/* Wheels. */}
      <circle className={styles.tyre} cx="31" cy="48" r="8" />
      <circle className={styles.hub} cx="31" cy="48" r="3.2" />
      <circle className={styles.tyre} cx="77" cy="48" r="8" />
      <circle className={styles.hub} cx="77" cy="48" r="3.2" />
    </svg>
  );
}

/** Splits the product name so its last word ("Race") takes the accent colour. */
function splitName(name: string): [string, string] {
  const at = name.lastIndexOf(' ');
  return at < 0 ? ['', name] : [name.slice(0, at), name.slice(at + 1)];
}

export function Logo({ href }: { href: string }) {
  const site = useSite();
  const [first, last] = splitName(site.productName);
  return (
    // The visible words are the link's name (no aria-label that could differ from what is seen).
    <Link href={href} className={styles.logo}>
      <LogoMark />
      <span className={styles.word}>
        {first && <span className={styles.first}>{first}</span>}{' '}
        <span className={styles.last}>{last}</span>
      </span>
    </Link>
  );
}
