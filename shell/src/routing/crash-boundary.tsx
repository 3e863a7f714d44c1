// The shell's last line of defence: an error while rendering the portal itself shows the crash page with a retry.
// (Each remote's route and slot has its own boundary; this one catches the shell's own failures.)
import { Component, type ReactNode } from 'react';
import { CrashPage } from '../pages/crash-page';

interface CrashBoundaryState {
  failed: boolean;
}

export class CrashBoundary extends Component<{ children: ReactNode }, CrashBoundaryState> {
  override state: CrashBoundaryState = { failed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
}
