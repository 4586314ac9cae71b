// SPEC §7 POST /settings/world {worldID}: the region a player says they race from. It is kept on
// the account and shown back on /profile; nothing else reads it yet (the settings tab says so).
export const WORLDS = [
  { worldID: 0, name: 'Worldwide' },
  { worldID: 1, name: 'North America' },
  { worldID: 2, name: 'South America' },
  { worldID: 3, name: 'Europe' },
  { worldID: 4, name: 'Africa' },
  { worldID: 5, name: 'Asia' },
  { worldID: 6, name: 'Oceania' },
] as const;

export type WorldID = (typeof WORLDS)[number]['worldID'];

export const isWorldID = (value: number): value is WorldID =>
  WORLDS.some((world) => world.worldID === value);
