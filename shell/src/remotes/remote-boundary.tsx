// An error boundary around one remote route or slot: a failure while loading or rendering stays inside it.
import type { RemoteName } from '@portal/shared/settings';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportHealth } from '../telemetry/health';
import { SectionUnavailable } from './section-unavailable';

/** Errors of a remote's code that never arrived: reported as failed loads where they happen, not as render errors. */
export const loadErrors = new WeakSet<object>();

export interface RemoteBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
  /** The remote inside, whose health reports count the error. */
  remote?: RemoteName;
}

interface RemoteBoundaryState {
  error: Error | undefined;
}

export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('[shell] section unavailable', error.message, info.componentStack ?? '');
    if (!loadErrors.has(error)) reportHealth('error', 'render', 1, this.props.remote);
  }

  private readonly retry = (): void => {
    this.setState({ error: undefined });
    this.props.onRetry();
  };

  override render(): ReactNode {
    return this.state.error ? <SectionUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
