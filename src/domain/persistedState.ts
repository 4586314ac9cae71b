// The client state kept across visits (SPEC §3 last line, §9): only user, friends and
// notifications, at version 4. Older stores are migrated step by step; anything that does not
// parse or validate falls back to defaults, because a broken store must never break the boot.
// The token is not part of it: it has its own storage key (src/net/token.ts).
import { defaultUser, type User } from './user';
import { z } from './zodMini';

export const PERSISTED_STATE_VERSION = 4;

/** The friends list as GET /friends returns it: a table of fields and rows, plus its hash. */
export interface FriendsTable {
  fields: string[];
  values: unknown[][];
  friendsHash: string;
}

export interface StoredNotification {
  id: string;
  type: string;
  data: Record<string, unknown>;
  seen: boolean;
  /** Kept across visits; a notification with persist false lives for the page only. */
  persist: boolean;
}

export interface PersistedState {
  user: User;
  friends: FriendsTable;
  notifications: StoredNotification[];
}

export function defaultFriends(): FriendsTable {
  return { fields: [], values: [], friendsHash: '' };
}

export function defaultPersistedState(): PersistedState {
  return { user: defaultUser(), friends: defaultFriends(), notifications: [] };
}

const nullableInt = z.nullable(z.int());
const nullableString = z.nullable(z.string());
const unknownRecord = () => z.record(z.string(), z.unknown());

// Fields whose type the defaults cannot tell (enums, nullable values, nested shapes the client
// reads); every other field is checked against the type of its default below.
const userFieldOverrides: Partial<Record<keyof User, z.ZodMiniType>> = {
  accountType: z.enum(['guest', 'user', 'student', 'teacher']),
  membership: z.enum(['basic', 'gold']),
  userID: z.int().check(z.nonnegative()),
  garage: z.array(z.string()),
  cars: z.array(
    z.tuple([z.number(), z.enum(['owned', 'sold']), z.number(), z.optional(z.number())]),
  ),
  sectionID: nullableInt,
  teamID: nullableInt,
  teamName: nullableString,
  tag: nullableString,
  tagColor: nullableString,
  teamRole: z.nullable(z.enum(['officer', 'member'])),
  newlyJoinedTeamID: nullableInt,
  raceSounds: z.enum(['all', 'only_fx', 'none']),
  // Cleaned where it is read (mutedGroups), so a group name of another version breaks nothing.
  mutedNotices: z.array(z.string()),
  gameVisibility: z.enum(['public', 'invite-only']),
  scoringMode: z.enum(['competitive', 'casual']),
  bundle: z.nullable(unknownRecord()),
  lastPurchaseUserID: nullableInt,
  goldUntil: z.nullable(z.number()),
  goldExpirationDays: z.nullable(z.number()),
  daysSinceGoldExpired: z.nullable(z.number()),
  captchaStatus: z.enum(['na', 'passed', 'pending', 'password', 'login-rate']),
  classData: z.nullable(unknownRecord()),
};

function schemaLike(example: unknown): z.ZodMiniType {
  if (typeof example === 'number') return z.number();
  if (typeof example === 'string') return z.string();
  if (typeof example === 'boolean') return z.boolean();
  if (Array.isArray(example)) return z.array(z.unknown());
  if (typeof example === 'object' && example !== null) return unknownRecord();
  return z.unknown();
}

// Built from defaultUser() so a field added to User is validated (and defaulted) without a second
// list to keep in step. Unknown keys, such as a stray token, are stripped.
const userSchema = z.object(
  Object.fromEntries(
    Object.entries(defaultUser()).map(([key, example]) => [
      key,
      userFieldOverrides[key as keyof User] ?? schemaLike(example),
    ]),
  ),
);

const friendsSchema = z.object({
  fields: z.array(z.string()),
  values: z.array(z.array(z.unknown())),
  friendsHash: z.string(),
});

const notificationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  data: z._default(unknownRecord(), {}),
  seen: z._default(z.boolean(), false),
  persist: z._default(z.boolean(), true),
});

const persistedSchema = z.object({
  user: userSchema,
  friends: z._default(friendsSchema, defaultFriends),
  notifications: z._default(z.array(notificationSchema), []),
});

type Raw = Record<string, unknown>;

const asRecord = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};

/** Each entry lifts a store from version `key` to `key + 1`. */
const migrations: Record<number, (state: Raw) => Raw> = {
  // v1 -> v2: the user's id was spelled `userId` and gold membership was a boolean `gold`; v2
  // uses the server's `userID` and `membership: 'basic' | 'gold'`.
  1: (state) => {
    const { userId, gold, ...user } = asRecord(state.user);
    return {
      ...state,
      user: {
        ...user,
        ...(user.userID === undefined && userId !== undefined ? { userID: userId } : {}),
        ...(user.membership === undefined ? { membership: gold === true ? 'gold' : 'basic' } : {}),
      },
    };
  },
  // v2 -> v3: notifications were an object keyed by id with a `read` flag; v3 keeps an ordered
  // array with `seen` and `persist`, so display order survives a reload.
  2: (state) => {
    const byId = asRecord(state.notifications);
    const notifications = Object.entries(byId).map(([id, value]) => {
      const { read, ...rest } = asRecord(value);
      return { ...rest, id, seen: read === true, persist: true };
    });
    return { ...state, notifications };
  },
  // v3 -> v4: v3 also stored the garage and settings slices and a copy of the token inside the
  // user, which outlived logout; v4 keeps only user, friends and notifications (SPEC §3) and the
  // token under its own key.
  3: (state) => {
    const { token: _token, ...user } = asRecord(state.user);
    return { user, friends: state.friends, notifications: state.notifications };
  },
};

/** The persisted state in `raw` (a stored string or null), migrated and validated. */
export function loadPersisted(raw: string | null): PersistedState {
  if (raw === null) return defaultPersistedState();
  try {
    const stored = asRecord(JSON.parse(raw));
    let version = stored.version;
    if (typeof version !== 'number' || !Number.isInteger(version)) return defaultPersistedState();
    if (version < 1 || version > PERSISTED_STATE_VERSION) return defaultPersistedState();
    let state: Raw = stored;
    for (; version < PERSISTED_STATE_VERSION; version += 1) {
      const migrate = migrations[version];
      if (!migrate) return defaultPersistedState();
      state = migrate(state);
    }
    // A user saved before a field existed gets that field's default.
    const user = { ...defaultUser(), ...asRecord(state.user) };
    const parsed = persistedSchema.safeParse({ ...state, user });
    if (!parsed.success) return defaultPersistedState();
    // The schema checked every field of User against its type, so the cast only restores the name.
    return { ...parsed.data, user: parsed.data.user as unknown as User };
  } catch {
    return defaultPersistedState();
  }
}

/** The string to store; page-only notifications and any token on the user are left out. */
export function serializePersisted(state: PersistedState): string {
  const { token: _token, ...user } = state.user as User & { token?: unknown };
  return JSON.stringify({
    version: PERSISTED_STATE_VERSION,
    user,
    friends: state.friends,
    notifications: state.notifications.filter((n) => n.persist),
  });
}
