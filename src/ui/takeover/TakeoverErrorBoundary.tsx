// Keeps the takeover usable when its canvas cannot start (the engine's chunk failed to load, no
// WebGL): the dialog's words and buttons stay, the stage shows the plain fallback instead.
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

export class TakeoverErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('takeover: the animated stage could not start', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
