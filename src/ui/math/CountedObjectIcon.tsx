// The things a counting_1 problem asks the racer to count, drawn as small inline SVGs so they are
// crisp at any size and need no network. Each icon is one role="img" named by its kind, so a
// screen reader (and a test) can count them just like a sighted racer.
import { memo } from 'react';
import type { ReactNode } from 'react';

import type { CountedObjectKind } from '../../domain/math';

/** Bright, distinct colours for kinds that come in many colours (balloons, cars, balls...). */
const PALETTE = ['#ff5a6a', '#1e90ff', '#16b364', '#ffb400', '#a66bff', '#ff8a3d'] as const;

const OUTLINE = 'rgba(0, 0, 0, 0.35)';

type Shape = (colour: string) => ReactNode;

const SHAPES: Readonly<Record<CountedObjectKind, Shape>> = {
  star: () => (
    <path
      d="M16 2.5l4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2L16 23.6l-8.2 4.3 1.6-9.2-6.7-6.5 9.2-1.3z"
      fill="#ffd24a"
      stroke="#d99a00"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  ),
  apple: () => (
    <>
      <path
        d="M16 9c-2.5-2-9-2.2-10 4.5-.9 6 3 14 7 14 1.3 0 2-.7 3-.7s1.7.7 3 .7c4 0 7.9-8 7-14C25 6.8 18.5 7 16 9z"
        fill="#ef3b4a"
        stroke={OUTLINE}
      />
      <path d="M16 9c0-2.5.6-4.5 2-6" stroke="#7a4a1c" strokeWidth="2" strokeLinecap="round" />
      <path d="M17.5 5.5c2.5-2.3 5.5-2 6.5-1.5-.6 2.3-3.5 3.8-6.5 1.5z" fill="#2fb55a" />
      <ellipse cx="11" cy="14" rx="1.6" ry="3" fill="#fff" opacity="0.45" />
    </>
  ),
  car: (colour) => (
    <>
      <path
        d="M3 20.5v-4c0-1.1.7-2 1.8-2.3L8 13.4l3.2-4.6c.6-.8 1.5-1.3 2.5-1.3h5.6c1 0 1.9.5 2.5 1.3l3 4.4 2.6.6c1.3.3 2.2 1.4 2.2 2.7v4z"
        fill={colour}
        stroke={OUTLINE}
      />
      <path d="M11.5 13.2l2.3-3.6h2.7v3.6zM18.5 13.2V9.6h1.4l2.3 3.6z" fill="#cfe8ff" />
      <circle cx="9" cy="21.5" r="3.2" fill="#222b3d" stroke="#fff" strokeWidth="1.2" />
      <circle cx="23" cy="21.5" r="3.2" fill="#222b3d" stroke="#fff" strokeWidth="1.2" />
    </>
  ),
  balloon: (colour) => (
    <>
      <path d="M16 24c-.5 2.5 1.5 3.5.5 6" stroke="#a3b3d6" strokeWidth="1.2" fill="none" />
      <ellipse cx="16" cy="12.5" rx="8.5" ry="10.5" fill={colour} stroke={OUTLINE} />
      <path d="M14.3 24.5h3.4L16 22.6z" fill={colour} stroke={OUTLINE} />
      <ellipse cx="12.5" cy="8.5" rx="2" ry="3.5" fill="#fff" opacity="0.45" />
    </>
  ),
  fish: () => (
    <>
      <path d="M22 16l8-6.5v13z" fill="#ff8a3d" stroke={OUTLINE} strokeLinejoin="round" />
      <ellipse cx="14" cy="16" rx="11" ry="7.5" fill="#ffa24a" stroke={OUTLINE} />
      <path d="M13 9.5c1.5 2 1.5 11 0 13" stroke="#e0661f" strokeWidth="1.4" fill="none" />
      <circle cx="8" cy="14.5" r="1.8" fill="#1b1300" />
      <circle cx="7.4" cy="13.9" r="0.6" fill="#fff" />
    </>
  ),
  heart: () => (
    <>
      <path
        d="M16 28S3 20.2 3 11.5C3 7.4 6 4.5 9.6 4.5c2.7 0 4.9 1.6 6.4 3.8 1.5-2.2 3.7-3.8 6.4-3.8C26 4.5 29 7.4 29 11.5 29 20.2 16 28 16 28z"
        fill="#ff4f8b"
        stroke={OUTLINE}
      />
      <ellipse cx="9.5" cy="10.5" rx="2" ry="3" fill="#fff" opacity="0.45" />
    </>
  ),
  flower: (colour) => (
    <>
      <path d="M16 18v12" stroke="#2fb55a" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M16 26c-3-.5-5-2.5-5-4.5 3 0 5 2 5 4.5z" fill="#2fb55a" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          cx="16"
          cy="6.5"
          rx="4"
          ry="5"
          fill={colour}
          stroke={OUTLINE}
          transform={`rotate(${angle} 16 12)`}
        />
      ))}
      <circle cx="16" cy="12" r="3.6" fill="#ffd24a" stroke="#d99a00" />
    </>
  ),
  ball: (colour) => (
    <>
      <circle cx="16" cy="16" r="12.5" fill="#fff" stroke={OUTLINE} />
      <path d="M16 3.5a12.5 12.5 0 0 1 12.5 12.5H16z" fill={colour} />
      <path d="M16 28.5A12.5 12.5 0 0 1 3.5 16H16z" fill={colour} />
      <circle cx="16" cy="16" r="12.5" fill="none" stroke={OUTLINE} />
      <circle cx="16" cy="16" r="2.4" fill="#fff" stroke={OUTLINE} />
    </>
  ),
};

interface CountedObjectIconProps {
  kind: CountedObjectKind;
  /** Position in the group: picks the colour for kinds that vary. */
  index: number;
  className?: string;
}

function CountedObjectIconImpl({ kind, index, className }: CountedObjectIconProps) {
  const colour = PALETTE[index % PALETTE.length] ?? PALETTE[0];
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      role="img"
      aria-label={kind}
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      {SHAPES[kind](colour)}
    </svg>
  );
}

export const CountedObjectIcon = memo(CountedObjectIconImpl);
