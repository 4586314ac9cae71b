// Icons for the home page's feature cards.
import styles from './HomePage.module.css';

const ICONS = {
  race: (
    <>
      <path d="M8 34h10M4 26h12M10 42h8" />
      <path d="M20 40l3-8c1-2 3-3 5-3l6-1 6-5c1-1 3-1 4-1h6c3 0 5 2 6 4l3 4c2 1 3 3 3 5v5H20z" />
      <circle cx="28" cy="41" r="4" />
      <circle cx="52" cy="41" r="4" />
    </>
  ),
  garage: (
    <>
      <path d="M8 28L32 12l24 16v26H8z" />
      <path d="M16 54V34h32v20M16 40h32M16 46h32" />
    </>
  ),
  team: (
    <>
      <path d="M32 8l18 7v13c0 11-8 19-18 22-10-3-18-11-18-22V15z" />
      <path d="M24 30l6 6 11-12" />
    </>
  ),
} as const;

export function FeatureIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <span className={styles.featureIcon} aria-hidden="true">
      <svg
        viewBox="0 0 64 64"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ICONS[name]}
      </svg>
    </span>
  );
}
