// Which account overlay is open: login, registration or forgot password. One at a time, so moving
// from "Log in" to "Forgot password?" swaps the dialog instead of stacking a second one.
import { create } from 'zustand';

export type AuthOverlay = 'login' | 'register' | 'forgot';

interface AuthOverlayState {
  open: AuthOverlay | null;
  show(overlay: AuthOverlay): void;
  close(): void;
}

export const useAuthOverlay = create<AuthOverlayState>((set) => ({
  open: null,
  show: (overlay) => set({ open: overlay }),
  close: () => set({ open: null }),
}));
