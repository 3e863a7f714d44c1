// Whether an ad blocker was detected: the shell's detection hook sets it, the login page shows the warning.
import { createStore, useStore } from 'zustand';

export interface AdBlockState {
  detected: boolean | undefined;
  setDetected: (detected: boolean) => void;
}

export const adBlockStore = createStore<AdBlockState>()((set) => ({
  detected: undefined,
  setDetected: (detected) => set({ detected }),
}));

export function useAdBlockDetected(): boolean {
  return useStore(adBlockStore, (state) => state.detected === true);
}
