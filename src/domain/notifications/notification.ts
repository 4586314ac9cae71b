// The Notification entity of SPEC §3, as stored and as the client's overlay queue receives it.

export interface Notification {
  id: number;
  type: string;
  /** SPEC §3: type, from, userID, tag, tagColor, displayName, username, app, amount, ... */
  data: Record<string, unknown>;
  seen: boolean;
  /** Shown again on every page load until dismissed for good. */
  persist: boolean;
  captchaStatus: string | null;
}

/** What a service asks to be stored; the id and flags are the store's. */
export interface NewNotification {
  type: string;
  data?: Record<string, unknown>;
  persist?: boolean;
  captchaStatus?: string | null;
}
