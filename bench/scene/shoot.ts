// Screenshots of the race scene for review: `npx tsx bench/scene/shoot.ts [outDir]`.
// Countdown, mid-race with a nitro firing, the finish, plus reduced motion and a narrow view.
// SHOT=<name> takes just one of them.
import { buildHarness } from './serve';
import { call, shootAll, type Shot } from './shots';

const SHOTS: Shot[] = [
  { name: 'waiting', steps: [call('frames(10)')] },
  { name: 'countdown-3', steps: [call('lights(3)')] },
  { name: 'countdown-1', steps: [call('lights(3)'), call('lights(2)'), call('lights(1)')] },
  { name: 'go', steps: [call('lights(1)'), call('lights(0, 12)')] },
  {
    name: 'mid-race-nitro',
    steps: [call('lights(0, 10)'), call('skip(14000)'), call('nitro("you")'), call('frames(14)')],
  },
  {
    name: 'late-race',
    steps: [call('lights(0, 10)'), call('skip(30000)'), call('nitro("r1")'), call('frames(20)')],
  },
  { name: 'finish', steps: [call('lights(0, 10)'), call('runUntilFinished("you", 700)')] },
  { name: 'all-finished', steps: [call('lights(0, 10)'), call('runUntilFinished(null, 1500)')] },
  {
    name: 'resized-720x300',
    viewport: { width: 960, height: 360 },
    steps: [
      call('lights(0, 10)'),
      call('skip(9000)'),
      call('resize(720, 300)'),
      call('frames(10)'),
    ],
  },
  {
    name: 'reduced-motion-mid',
    query: 'reduced',
    steps: [call('lights(0, 10)'), call('skip(20000)'), call('nitro("you")'), call('frames(20)')],
  },
  {
    name: 'narrow-3-racers',
    query: 'w=480&h=300&racers=3',
    viewport: { width: 480, height: 300 },
    steps: [call('lights(0, 10)'), call('skip(16000)'), call('nitro("you")'), call('frames(14)')],
  },
];

await shootAll(SHOTS, {
  dist: await buildHarness(),
  page: '',
  out: process.argv[2] ?? '/tmp/scene-shots',
  defaultViewport: { width: 960, height: 360 },
});
