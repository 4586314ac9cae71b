// Epic and legendary cars (levels 28-60): dragster, muscle car, concept car, grand tourer,
// supercars, a track roadster and the record-breakers.
import { threeBox } from './carBodies.mjs';
import { dragster, formula, streamliner } from './carBodiesRacing.mjs';
import { pts } from './geom.mjs';

export const TOP_CARS = [
  {
    carID: 38,
    brand: 'Ironhorse',
    name: 'Quarter Mile',
    rarity: 'epic',
    unlockLevel: 29,
    price: 105000,
    art: {
      geo: dragster(),
      wheel: { style: 'star5', rim: 0.55 },
      lights: { head: 'none', tail: 'none' },
      stripes: [['flames', { x0: 110, x1: 196, y: 46, h: 10 }]],
      extras: [['number', { x: 96, y: 51, value: 4, r: 4.5, plate: true }]],
    },
  },
  {
    carID: 39,
    brand: 'Ironhorse',
    name: 'Stampede',
    rarity: 'epic',
    unlockLevel: 30,
    price: 112000,
    art: {
      geo: threeBox(
        'xr=8 xf=192 sill=62 tailTop=40 tailRun=6 deck=38 xc=38 xrr=74 roof=20 xrf=108 xa=134 cowl=38 noseX=186 nose=40 noseDrop=6 rNose=3 rChin=3 belt=38 rx=44 fx=158 r=12.5',
        { pillars: [{ x: 90, w: 3 }] },
      ),
      wheel: { style: 'star5', rim: 0.66 },
      lights: { head: 'twin', tail: 'block' },
      doors: [92, 134],
      handles: [97],
      stripes: [
        ['twin', { y: 43, h: 3, gap: 2 }],
        ['bumpers', { h: 5 }],
      ],
      extras: ['scoop', 'ducktail', 'sidepipe', 'mirror'],
    },
  },
  {
    carID: 40,
    brand: 'Nova Dynamics',
    name: 'Moonshot',
    rarity: 'epic',
    unlockLevel: 33,
    price: 135000,
    art: {
      geo: threeBox(
        'xr=6 xf=194 sill=62 tailTop=38 tailRun=4 deck=36 xc=30 xrr=66 roof=17 xrf=112 xa=150 cowl=41 noseX=188 nose=46 noseDrop=5 bulge=3 rRoofR=30 rRoofF=30 rTail=12 belt=41 rx=42 fx=160 r=12',
      ),
      wheel: { style: 'aero', rim: 0.78 },
      lights: { head: 'bar', tail: 'slim' },
      blackPillars: true,
      stripes: [['sweep', { y: 47, h: 6 }]],
      skirts: [0, 1],
    },
  },
  {
    carID: 41,
    brand: 'Solenne',
    name: 'Grand Heron',
    rarity: 'epic',
    unlockLevel: 35,
    price: 150000,
    art: {
      geo: threeBox(
        'xr=10 xf=192 sill=62 tailTop=40 tailRun=10 deck=36 xc=44 xrr=62 roof=20 xrf=96 xa=120 cowl=38 noseX=180 nose=41 noseDrop=6 belt=38 rx=42 fx=156 r=12.5',
        { pillars: [{ x: 80, w: 3 }] },
      ),
      wheel: { style: 'mesh', rim: 0.7, calliper: true },
      lights: { head: 'wedge', tail: 'slim' },
      doors: [82, 118],
      handles: [87],
      stripes: [['bumpers', { h: 5 }], 'crease'],
      extras: ['vents', 'mirror', ['exhaust', { twin: true }]],
    },
  },
  {
    carID: 42,
    brand: 'Vortex Motors',
    name: 'Squall',
    rarity: 'epic',
    unlockLevel: 37,
    price: 160000,
    art: {
      geo: threeBox(
        'xr=8 xf=194 sill=62 tailTop=34 tailRun=6 deck=33 xc=46 xrr=84 roof=22 xrf=104 xa=134 cowl=42 noseX=190 nose=50 noseDrop=3 rNose=4 rRoofR=4 rRoofF=4 rDeck=2 rTail=3 belt=40 rx=42 fx=160 r=12.5',
      ),
      wheel: { style: 'star10', rim: 0.72, calliper: true },
      lights: { head: 'slim', tail: 'slim' },
      blackPillars: true,
      stripes: ['skirt', ['bolt', { x: 112, y: 50, s: 1.1 }]],
      extras: ['intake', 'ducktail', ['exhaust', { twin: true }]],
    },
  },
  {
    carID: 43,
    brand: 'Halcyon Racing',
    name: 'Cinder Cone',
    rarity: 'epic',
    unlockLevel: 40,
    price: 190000,
    art: {
      geo: threeBox(
        'xr=8 xf=194 sill=62 tailTop=38 tailRun=16 deck=37 xa=118 cowl=40 noseX=184 nose=46 noseDrop=6 belt=40 rx=44 fx=158 r=12.5 rTail=8',
        { open: true },
      ),
      wheel: { style: 'star10', rim: 0.7, calliper: true },
      lights: { head: 'slim', tail: 'slim' },
      stripes: [['side', { y: 45, h: 3 }], 'skirt'],
      extras: [
        ['driver', { x: 90, y: 35.5, r: 6.5 }],
        ['rollbar', { x: 70, y: 38, h: 9 }],
        ['windscreen', { x: 112, y: 40, h: 6, lean: 6 }],
        ['number', { x: 128, y: 50, value: 6, r: 5.5 }],
        ['ducktail', { h: 3 }],
      ],
    },
  },
  {
    carID: 44,
    brand: 'Vortex Motors',
    name: 'Smilodon',
    rarity: 'legendary',
    unlockLevel: 48,
    price: 300000,
    art: {
      geo: threeBox(
        'xr=6 xf=196 sill=62 tailTop=34 tailRun=20 deck=31 xc=52 xrr=86 roof=24 xrf=108 xa=140 cowl=44 noseX=190 nose=52 noseDrop=3 rNose=4 belt=42 rx=42 fx=162 r=13 rRoofR=14 rRoofF=10',
      ),
      wheel: { style: 'turbine', rim: 0.72, calliper: true },
      lights: { head: 'slim', tail: 'slim' },
      blackPillars: true,
      stripes: [['sweep', { y: 46, h: 8 }], 'skirt'],
      extras: [
        'intake',
        ['wing', { x: 6, y: 31, lift: 8, w: 28, paintPlane: true }],
        ['exhaust', { twin: true }],
      ],
    },
  },
  {
    carID: 45,
    brand: 'Halcyon Racing',
    name: 'Skylance',
    rarity: 'legendary',
    unlockLevel: 52,
    price: 360000,
    art: {
      geo: threeBox(
        'xr=4 xf=196 sill=62 tailTop=36 tailRun=8 deck=35 xc=96 xrr=106 roof=22 xrf=124 xa=142 cowl=42 noseX=186 nose=47 noseDrop=6 belt=40 rx=40 fx=162 r=12.5',
      ),
      wheel: { style: 'star5', rim: 0.72, calliper: true },
      lights: { head: 'bar', tail: 'slim' },
      blackPillars: true,
      stripes: ['skirt', ['side', { y: 51, h: 2, x0: 60, x1: 140 }]],
      extras: [
        ['shape', { layer: 'under', d: 'M104,26 L30,20 Q24,20 22,24 L18,36 L100,36 Z' }],
        ['shape', { layer: 'body', d: 'M140,47 Q148,36 162,36 Q178,37 186,47 Z' }],
        ['wing', { x: 4, y: 35, lift: 5, w: 22 }],
        ['number', { x: 116, y: 49, value: 1, r: 6 }],
      ],
    },
  },
  {
    carID: 46,
    brand: 'Nova Dynamics',
    name: 'Stardust',
    rarity: 'legendary',
    unlockLevel: 56,
    price: 420000,
    art: {
      geo: streamliner(),
      wheel: { style: 'aero', rim: 0.8 },
      lights: { head: 'slim', tail: 'slim' },
      stripes: [
        ['twin', { y: 44 }],
        [
          'stars',
          {
            at: pts('60,51,3.5 150,50,3'),
          },
        ],
      ],
      extras: [['number', { x: 100, y: 50, value: 1, r: 6 }]],
    },
  },
  {
    carID: 47,
    brand: 'Nova Dynamics',
    name: 'Nebula',
    rarity: 'legendary',
    unlockLevel: 60,
    price: 500000,
    art: {
      geo: formula(),
      wheel: { style: 'star10', rim: 0.62 },
      lights: { head: 'none', tail: 'none' },
      stripes: [['side', { y: 52, h: 2, x0: 110, x1: 190 }]],
      extras: [['number', { x: 132, y: 50, value: 8, r: 4.5 }]],
    },
  },
];
