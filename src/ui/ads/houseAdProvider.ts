// The built-in ad provider: the game's own creatives (assets/ads, scripts/art/gen-ads.mjs), each
// promoting a part of the site and linking inside it. Slots on one page start on different
// campaigns, and each refresh moves a slot to the next one.
import type { AdUnit } from '../../domain/ads/adUnits';
import type { AdContext, AdHandle, AdProvider, VideoAd } from './adProvider';

export interface HouseCampaign {
  id: string;
  href: string;
  /** The creative's words, for screen readers (the art is an image). */
  text: string;
}

export const HOUSE_CAMPAIGNS: readonly HouseCampaign[] = [
  { id: 'gold', href: '/store/gold', text: 'Nitro Gold: no ads, double cash and a gold-only car.' },
  { id: 'season', href: '/season', text: 'New Season: 100 tiers of cars and loot to race for.' },
  { id: 'teams', href: '/team', text: 'Join a Team: race together and climb the team boards.' },
  { id: 'leagues', href: '/leagues', text: 'Weekly Leagues: earn XP, move up a tier every week.' },
  { id: 'friends', href: '/friends', text: 'Race Friends: invite your friends to a private race.' },
];

export function houseCreativeSrc(campaign: HouseCampaign, unit: Pick<AdUnit, 'width' | 'height'>) {
  return `/assets/ads/${campaign.id}-${unit.width}x${unit.height}.svg`;
}

/** A plain left click (no new tab or window asked for). */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function creative(campaign: HouseCampaign, unit: AdUnit, context: AdContext): HTMLElement {
  const link = document.createElement('a');
  link.href = campaign.href;
  link.dataset.campaign = campaign.id;
  link.dataset.unit = unit.unit;
  link.addEventListener('click', (event) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    context.navigate(campaign.href);
  });
  const img = document.createElement('img');
  img.src = houseCreativeSrc(campaign, unit);
  img.width = unit.width;
  img.height = unit.height;
  img.alt = campaign.text;
  img.decoding = 'async';
  link.append(img);
  return link;
}

export function createHouseAdProvider(campaigns: readonly HouseCampaign[] = HOUSE_CAMPAIGNS) {
  let nextStart = 0;
  const provider: AdProvider = {
    name: 'house',
    display(host, unit, context): AdHandle {
      let index = nextStart;
      nextStart = (nextStart + 1) % campaigns.length;
      const show = () => host.replaceChildren(creative(campaigns[index]!, unit, context));
      show();
      return {
        refresh() {
          index = (index + 1) % campaigns.length;
          show();
        },
        destroy() {
          host.replaceChildren();
        },
      };
    },
    async requestVideo(): Promise<VideoAd | null> {
      const campaign = campaigns[nextStart % campaigns.length]!;
      return {
        src: houseCreativeSrc(campaign, { width: 336, height: 280 }),
        description: campaign.text,
        href: campaign.href,
        durationMs: 8_000,
      };
    },
  };
  return provider;
}
