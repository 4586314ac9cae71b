// Cars that are earned, not bought (purchasable: false, price 0): event prizes, the gold members'
// car, season and tournament rewards. The unlock level still gates who can equip them.
import { threeBox } from './carBodies.mjs';
import { pumpkin } from './carBodiesOdd.mjs';
import { pts } from './geom.mjs';

const earned = { price: 0, purchasable: false };

export const EVENT_CARS = [
  {
    carID: 48,
    brand: 'Larkspur Coachworks',
    name: 'Harvest Coach',
    rarity: 'rare',
    unlockLevel: 1,
    ...earned,
    art: {
      geo: pumpkin(),
      wheel: { style: 'wire', rim: 0.8 },
      lights: { head: 'round', tail: 'none' },
      extras: ['stem'],
    },
  },
  {
    carID: 49,
    brand: 'Tundra Rally Works',
    name: 'Frostbite',
    rarity: 'epic',
    unlockLevel: 10,
    ...earned,
    art: {
      geo: threeBox(
        'xr=14 xf=186 sill=60 tailTop=38 tailRun=6 deck=36 xc=50 xrr=60 roof=17 xrf=108 xa=128 cowl=36 noseX=176 nose=38 noseDrop=5 belt=36 rx=46 fx=154 r=12.5 rRoofR=4 rRoofF=4 rTail=3 rDeck=3 rNose=3 rChin=3',
        { pillars: [{ x: 86, w: 4 }] },
      ),
      wheel: { style: 'dish', rim: 0.66, treaded: true },
      flares: 'paint',
      lights: { head: 'rect', tail: 'block' },
      doors: [88, 126],
      handles: [93],
      stripes: [
        'bumpers',
        [
          'stars',
          {
            at: pts('64,47,3.2 118,49,2.6 140,45,3.6 30,47,2.8'),
          },
        ],
        ['side', { y: 54, h: 1.6 }],
      ],
      extras: ['snow', 'mudflaps', ['number', { x: 104, y: 47, value: 2, r: 5.5 }], 'mirror'],
    },
  },
  {
    carID: 50,
    brand: 'Solenne',
    name: 'Golden Hour',
    rarity: 'epic',
    unlockLevel: 1,
    ...earned,
    art: {
      geo: threeBox(
        'xr=6 xf=194 sill=61 tailTop=42 tailRun=18 deck=39 xa=108 cowl=39 noseX=178 nose=42 noseDrop=7 belt=39 rx=40 fx=158 r=12.5 rTail=12 rNose=14',
        { open: true },
      ),
      wheel: { style: 'wire', whitewall: true, rim: 0.7 },
      lights: { head: 'round', tail: 'slim' },
      doors: [100],
      skirts: [0],
      stripes: [
        ['lowerShade', { y: 51 }],
        ['spear', { y: 47, x0: 20, x1: 176 }],
        ['bumpers', { h: 4, w: 8 }],
      ],
      extras: [
        ['seat', { x: 70, y: 39, h: 8 }],
        ['seat', { x: 84, y: 39, h: 7 }],
        ['windscreen', { x: 104, y: 39, h: 8, lean: 7 }],
        ['wheelSteer', { x: 94, y: 33 }],
        ['exhaust', { twin: true }],
      ],
    },
  },
  {
    carID: 51,
    brand: 'Boxline',
    name: 'Confetti Cruiser',
    rarity: 'rare',
    unlockLevel: 1,
    ...earned,
    art: {
      geo: threeBox(
        'xr=4 xf=196 sill=60 tailTop=10 tailRun=0 xc=4 deck=10 xrr=6 roof=8 xrf=180 xa=192 cowl=36 noseX=195 nose=42 noseDrop=3 belt=32 rx=34 fx=164 r=11 glassRear=12',
        {
          pillars: [36, 62, 88, 114, 140, 166].map((x) => ({ x, w: 4 })),
          rRoofR: 5,
          rRoofF: 9,
          rTail: 4,
          rCowl: 3,
        },
      ),
      wheel: { style: 'steelie', rim: 0.66 },
      lights: { head: 'rect', tail: 'block' },
      doors: [166],
      handles: [170],
      stripes: [
        ['confetti', { seed: 11, count: 70 }],
        ['bumpers', { h: 5 }],
        ['side', { y: 52, h: 1.4 }],
      ],
      extras: ['mirror'],
    },
  },
  {
    carID: 52,
    brand: 'Pebble Auto',
    name: 'Glowworm',
    rarity: 'uncommon',
    unlockLevel: 1,
    ...earned,
    art: {
      geo: threeBox(
        'xr=34 xf=168 sill=62 tailTop=22 tailRun=0 xc=34 deck=22 xrr=40 roof=12 xrf=128 xa=156 cowl=39 noseX=164 nose=43 noseDrop=5 belt=39 rx=56 fx=146 r=11 rTail=16 rRoofR=16 rRoofF=18 rChin=10 glassRear=44',
      ),
      wheel: { style: 'aero', rim: 0.78 },
      lights: { head: 'bar', tail: 'slim' },
      blackPillars: true,
      doors: [104],
      handles: [108],
      stripes: [
        ['dots', { r: 1.6, step: 8, y0: 45, y1: 58 }],
        ['bumpers', { h: 4, w: 8 }],
      ],
      extras: [],
    },
  },
  {
    carID: 53,
    brand: 'Dustbowl Motors',
    name: 'Dune Thunder',
    rarity: 'legendary',
    unlockLevel: 30,
    ...earned,
    art: {
      geo: threeBox(
        'xr=8 xf=192 sill=52 tailTop=18 tailRun=0 xc=112 deck=18 xrr=114 roof=10 xrf=154 xa=170 cowl=30 noseX=188 nose=32 noseDrop=3 belt=30 rx=44 fx=158 r=16.5 glassRear=120 rC=1 rRoofR=3 rRoofF=6 rTail=3',
      ),
      wheel: { style: 'beadlock', treaded: true, rim: 0.58 },
      flares: 'plastic',
      lights: { head: 'rect', tail: 'block' },
      doors: [124],
      handles: [128],
      stripes: [
        'lowerDark',
        ['slash', { x: 60, w: 10, lean: 16 }],
        ['checker', { y: 36, s: 2.2, x0: 8, x1: 112 }],
      ],
      extras: [
        'spare',
        'mudflaps',
        ['lightPod', { x: 124 }],
        'snorkel',
        ['number', { x: 140, y: 40, value: 7, r: 5.5, plate: true }],
      ],
    },
  },
];
