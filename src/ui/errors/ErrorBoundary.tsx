// Catches render errors below it and shows the generic error page with a retry, or, for a second
// error within 15 s, resets the stored session and shows the internal error page (SPEC §8).
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

import { nowMs } from '../clock';
import { ErrorPage } from '../pages/errors/ErrorPage';
import { InternalErrorPage } from '../pages/errors/InternalErrorPage';
import type { ErrorSeverity } from './errorStreak';
import { classifyUnhandledError, resetStoredSession } from './errorStreak';

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the path) clears a caught error: navigating away is a way out. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  severity: ErrorSeverity;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, severity: 'first', resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: state.severity === 'repeat' ? state.error : null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const severity = classifyUnhandledError(nowMs());
    if (severity === 'repeat') resetStoredSession();
    this.setState({ severity });
    console.error('Unhandled error in the page', error, info.componentStack);
  }

  private retry = () => this.setState({ error: null, severity: 'first' });

  override render() {
    const { error, severity } = this.state;
    if (!error) return this.props.children;
    return severity === 'repeat' ? <InternalErrorPage /> : <ErrorPage onRetry={this.retry} />;
  }
}
