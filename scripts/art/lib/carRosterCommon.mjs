// Common cars (levels 1-5): bubble car, kei van, hatchbacks, city cars and a little truck. Each
// entry is the seed row plus the art recipe: a body builder with its measurements and the parts
// bolted on (see carRender.mjs for the fields).
import { threeBox } from './carBodies.mjs';
import { bubble } from './carBodiesOdd.mjs';

export const COMMON_CARS = [
  {
    carID: 13,
    brand: 'Pebble Auto',
    name: 'Pipsqueak',
    rarity: 'common',
    unlockLevel: 1,
    price: 3000,
    art: {
      geo: bubble(),
      wheel: { style: 'hubcap', rim: 0.7 },
      lights: { head: 'round', tail: 'round' },
      stripes: [
        ['bumpers', { h: 5, w: 8 }],
        ['side', { y: 50, h: 2.4 }],
      ],
      handles: [104],
    },
  },
  {
    carID: 14,
    brand: 'Boxline',
    name: 'Doorstop',
    rarity: 'common',
    unlockLevel: 2,
    price: 4500,
    art: {
      geo: threeBox(
        'xr=30 xf=172 sill=63 tailTop=12 tailRun=0 xc=30 deck=12 xrr=32 roof=10 xrf=142 xa=166 cowl=36 noseX=170 nose=39 noseDrop=4 belt=35 rx=54 fx=148 r=10.5 glassRear=40 rRoofR=6 rRoofF=9 rTail=5',
        {
          pillars: [
            { x: 84, w: 4 },
            { x: 122, w: 4 },
          ],
        },
      ),
      wheel: { style: 'steelie', rim: 0.66 },
      lights: { head: 'rect', tail: 'block' },
      doors: [84, 122],
      handles: [88, 126],
      stripes: ['bumpers', ['wave', { y: 48, h: 3.5 }]],
      extras: ['mirror', 'rack'],
    },
  },
  {
    carID: 15,
    brand: 'Pebble Auto',
    name: 'Hopscotch',
    rarity: 'common',
    unlockLevel: 3,
    price: 6000,
    art: {
      geo: threeBox(
        'xr=24 xf=178 sill=63 tailTop=24 tailRun=0 xc=24 deck=24 xrr=36 roof=16 xrf=100 xa=126 cowl=36 noseX=166 nose=39 noseDrop=5 belt=36 rx=52 fx=152 glassRear=40 rRoofR=10 rTail=6',
        { pillars: [{ x: 84, w: 4 }] },
      ),
      wheel: { style: 'star5' },
      doors: [86, 130],
      handles: [91],
      stripes: ['bumpers', ['side', { y: 46 }]],
      extras: ['mirror', 'roofSpoiler'],
    },
  },
  {
    carID: 16,
    brand: 'Aster Motor Co.',
    name: 'Marble',
    rarity: 'common',
    unlockLevel: 3,
    price: 6500,
    art: {
      geo: threeBox(
        'xr=18 xf=184 tailTop=39 tailRun=8 deck=37 xc=54 xrr=68 roof=19 xrf=106 xa=128 cowl=38 noseX=172 nose=41 rx=48 fx=152 r=11.5 bulge=1',
        { pillars: [{ x: 88, w: 4 }] },
      ),
      wheel: { style: 'dish', rim: 0.66 },
      doors: [88, 130],
      handles: [93],
      stripes: ['bumpers', 'crease'],
      extras: ['mirror', 'antenna'],
    },
  },
  {
    carID: 17,
    brand: 'Kessel Werke',
    name: 'Jellybean',
    rarity: 'common',
    unlockLevel: 4,
    price: 7500,
    art: {
      geo: threeBox(
        'xr=30 xf=170 sill=62 tailTop=30 tailRun=0 xc=30 deck=30 xrr=44 roof=16 xrf=104 xa=128 cowl=37 noseX=160 nose=40 noseDrop=6 belt=37 rx=56 fx=144 r=10.5 rTail=14 rRoofR=14 rRoofF=12 rChin=10 rFoot=6 glassRear=48 bulge=2',
        { pillars: [{ x: 92, w: 3 }] },
      ),
      wheel: { style: 'hubcap', rim: 0.72, whitewall: true },
      lights: { head: 'round', tail: 'round' },
      doors: [92],
      handles: [96],
      stripes: ['roofWhite', ['bumpers', { h: 5, w: 9 }]],
      extras: ['mirror'],
    },
  },
  {
    carID: 18,
    brand: 'Boxline',
    name: 'Tote',
    rarity: 'common',
    unlockLevel: 5,
    price: 9000,
    art: {
      geo: threeBox(
        'xr=28 xf=174 sill=63 tailTop=12 tailRun=0 xc=28 deck=12 xrr=30 roof=11 xrf=128 xa=150 cowl=36 noseX=170 nose=38 noseDrop=3 belt=35 rx=52 fx=150 r=11 glassRear=36 rRoofR=3 rRoofF=4 rTail=3 rNose=3 rChin=3',
        {
          pillars: [
            { x: 76, w: 5 },
            { x: 112, w: 5 },
          ],
        },
      ),
      wheel: { style: 'split', rim: 0.68 },
      lights: { head: 'rect', tail: 'block' },
      doors: [76, 112],
      handles: [80, 116],
      blackPillars: true,
      stripes: ['bumpers', ['checker', { y: 45, s: 2.5 }]],
      extras: ['mirror'],
    },
  },
  {
    carID: 19,
    brand: 'Stonebrook Trucks',
    name: 'Errand',
    rarity: 'common',
    unlockLevel: 5,
    price: 10000,
    art: {
      geo: threeBox(
        'xr=16 xf=180 sill=61 tailTop=38 tailRun=0 xc=108 deck=38 xrr=108 roof=12 xrf=166 xa=178 cowl=32 noseX=179 nose=36 noseDrop=2 belt=33 rx=42 fx=152 r=10 glassRear=112 rC=1 rRoofR=3 rRoofF=7 rTail=2',
      ),
      wheel: { style: 'steelie', rim: 0.66 },
      lights: { head: 'rect', tail: 'block' },
      doors: [112],
      handles: [116],
      stripes: ['bumpers', ['side', { y: 48, h: 2.5, x0: 108 }]],
      extras: [['bed', { posts: 2 }], 'mirror'],
    },
  },
];
