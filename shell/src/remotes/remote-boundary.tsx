// An error boundary around one remote route or slot: a failure while loading or rendering stays inside it.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './section-unavailable';

export interface RemoteBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
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
  }

  private readonly retry = (): void => {
    this.setState({ error: undefined });
    this.props.onRetry();
  };

  override render(): ReactNode {
    return this.state.error ? <SectionUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
