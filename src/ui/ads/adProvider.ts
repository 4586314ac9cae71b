// The seam a real ad network plugs into (issue 15). A provider fills a host element that the page
// has already sized to the unit (so nothing shifts while a creative loads), refreshes it in place,
// and finds video ads for the video ad modal. The built-in provider (houseAdProvider.ts) serves
// the game's own creatives; a network's provider would call its tag library here instead.
// Plain DOM, no React: a network's script works on elements, not components.
import type { AdUnit } from '../../domain/ads/adUnits';

export interface AdContext {
  /** Moves inside the site without a reload (a house ad's link). */
  navigate(path: string): void;
}

export interface AdHandle {
  /** Shows the unit's next creative in the same box (SPEC §9: every 30 s). */
  refresh(): void;
  /** Empties the box; the slot is leaving the page. */
  destroy(): void;
}

export interface VideoAd {
  /** What the modal shows while the ad plays. */
  src: string;
  /** Read out in place of the picture. */
  description: string;
  /** Where the ad leads, inside the site. */
  href: string;
  durationMs: number;
}

export interface AdProvider {
  readonly name: string;
  display(host: HTMLElement, unit: AdUnit, context: AdContext): AdHandle;
  /**
   * A video ad ready to play, or null while none is (the modal asks again in 3 s); rejects when
   * the provider failed for good, which closes the modal (SPEC §8).
   */
  requestVideo(): Promise<VideoAd | null>;
}
