// What a room is told (inputs) and what it asks its executor to do (effects). roomStep.ts maps
// one to the other; the server's Room class turns effects into bus publishes, registry writes,
// operator reports, timers and race-service calls, and turns timers and recorded results back
// into inputs. Frames are objects here: the executor serialises them.
import type { AdminRoomView } from '../../realtime/admin';
import type { ClientFrame, ErrorType, RaceResult, ServerFrame } from '../../realtime/protocol';
import type { PassageView } from '../course';
import type { RaceFigures } from '../verify';
import type { RacerEntry } from './racers';
import type { OpenRoom } from './roomState';

/** Frames a racer sends to its room (join and leave come as their own inputs). */
export type RacerFrame = Exclude<
  Extract<ClientFrame, { channel: 'race-server' }>,
  { type: 'join' | 'leave' }
>;

export type RoomStepInput =
  | { type: 'join'; entry: RacerEntry }
  | { type: 'leave'; racerID: string }
  | { type: 'frame'; racerID: string; frame: RacerFrame }
  /** The executor's answer to a 'pick-passage' effect. */
  | { type: 'passage-picked'; passage: PassageView }
  /** Timers: the wait for humans, the countdown, a tick, the finish phase, the race's limit. */
  | { type: 'wait-over' }
  | { type: 'countdown-over' }
  | { type: 'tick' }
  /**
   * Shortly after each tick: the humans' moves since it (stepContext's lateTick), when one of
   * them arrived by server ms `arrivedBy`.
   */
  | { type: 'late-tick'; arrivedBy: number }
  | { type: 'finish-phase-over' }
  | { type: 'max-race-over' }
  /** An operator ended the room (race-admin / math-admin 'end-room'). */
  | { type: 'admin-end' }
  /** The process closes its rooms. */
  | { type: 'shutdown' }
  /**
   * The race service's answer to a 'record' effect (null: not saved, even after a retry; with
   * `refused`, not saved and never to be: the racer was banned from racing during the race).
   */
  | { type: 'recorded'; racerID: string; result: RaceResult | null; refused?: 'bannedFromRacing' }
  /** The race service's answer to a 'record-dq' effect: the player's DQ count. */
  | { type: 'dq-recorded'; racerID: string; message: string; DQs: number };

export type RoomTimer = 'wait' | 'countdown' | 'finish-phase' | 'max-race';

/** Who a frame is for (roomWire.ts OutboundKind): all, one racer, or all but one. */
export type Audience = 'all' | 'to' | 'except' | 'accepted';

export type RaceServerFrame = Extract<ServerFrame, { channel: 'race-server' }>;

/** Player-facing wording the server keeps in one place (frames.ts MESSAGES), named by key. */
export type RoomMessageKey =
  | 'notInRace'
  | 'notStarted'
  | 'noNitros'
  | 'chatFriendOnly'
  | 'chatTooFast'
  | 'lessonHelpMathFriendOnly'
  | 'hostOnly'
  | 'settingsLocked'
  | 'beginFriendOnly'
  | 'beginHostOnly'
  | 'beginNeedsRacer'
  | 'beginAlreadyStarted'
  | 'friendRoomExpired'
  | 'alreadyDisqualified'
  | 'notSaved'
  | 'bannedFromRacing'
  | 'endedByOperator';

export type JoinRefusal = 'closed' | 'started' | 'full' | 'already-in';

export type RoomEffect =
  | { type: 'send'; to: Audience; racerID: string; frame: RaceServerFrame }
  /** An error frame; `message` is a MESSAGES key or the text of a verdict. */
  | {
      type: 'error';
      to: 'to' | 'all';
      racerID: string;
      error: ErrorType;
      message: { key: RoomMessageKey } | { text: string };
    }
  | { type: 'refuse'; racerID: string; reason: JoinRefusal }
  | { type: 'advertise'; entry: OpenRoom | null }
  | { type: 'report'; view: AdminRoomView | null }
  /** Pick a passage for these players; answered with 'passage-picked'. */
  | { type: 'pick-passage'; playerKeys: string[] }
  | { type: 'start-timer'; timer: RoomTimer; ms: number }
  | { type: 'start-ticks'; everyMs: number }
  | { type: 'cancel-timers' }
  /** Record (and pay) a verified finish; answered with 'recorded'. */
  | { type: 'record'; racerID: string; place: number; figures: RaceFigures }
  /** Count a disqualification on the player's record; answered with 'dq-recorded'. */
  | { type: 'record-dq'; racerID: string; userID: number; message: string }
  /** The room is gone: members drop their seat. */
  | { type: 'closed' }
  /** Nothing more will happen in the room: the executor lets go of it. */
  | { type: 'dispose' };
