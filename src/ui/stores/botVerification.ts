// Whether the bot verification modal is open (SPEC §2). It opens by itself whenever the player's
// captcha is 'pending' — on session restore, and when the race server refuses a join for it
// (`requireCaptcha`); the player may put it aside, and the next refused join brings it back.
import { create } from 'zustand';

import { getSession } from './sessionStore';

interface BotVerificationState {
  /** The player closed the modal; it stays closed until a join is refused for the captcha. */
  dismissed: boolean;
  dismiss(): void;
}

export const useBotVerification = create<BotVerificationState>((set) => ({
  dismissed: false,
  dismiss: () => set({ dismissed: true }),
}));

/** The race server refused a join until the captcha is solved: show the way back. */
export function requireCaptcha(): void {
  const session = getSession();
  if (session.user.captchaStatus !== 'pending')
    session.refreshUser({ ...session.user, captchaStatus: 'pending' });
  useBotVerification.setState({ dismissed: false });
}
