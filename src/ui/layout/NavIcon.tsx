// Small line icons for the main nav, drawn inline in the text colour.
import type { NavItemId } from '../../domain/nav/mainNav';

const PATHS: Record<NavItemId, string> = {
  garage: 'M3 10 12 4l9 6v10H3z M7 20v-6h10v6 M7 17h10',
  season: 'M5 21V4 M5 4h12l-2 4 2 4H5',
  events: 'M5 21V4 M5 4h12l-2 4 2 4H5',
  shop: 'M4 8h16l-1.5 12h-13z M9 8V6a3 3 0 0 1 6 0v2',
  friends:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 5.3a3 3 0 0 1 0 5.4 M18 14.5c1.8.9 3 2.8 3 5',
  leagues:
    'M7 4h10v5a5 5 0 0 1-10 0z M7 6H4a3 3 0 0 0 3 4 M17 6h3a3 3 0 0 1-3 4 M12 14v3 M8 20h8 M9 17h6',
  class: 'M2 9l10-5 10 5-10 5z M6 11v5c3 2 9 2 12 0v-5 M22 9v6',
  team: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z M9 12l2 2 4-4',
  achievements: 'M12 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10z M8.5 13 7 21l5-3 5 3-1.5-8',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2z M17 9h3v8a2 2 0 0 1-2 2 M7 9h7 M7 12h7 M7 15h4',
};

export function NavIcon({ id }: { id: NavItemId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
