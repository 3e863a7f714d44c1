// The platform's health (issue 48): GET /api/v1/platform/health, behind the admin key.

/** One brand's remote at one version over the window asked for. */
export interface RemoteHealth {
  brand: string;
  remote: string;
  version: string;
  /** Pages of this remote shown (first loads and route changes). */
  views: number;
  errors: number;
  /** Errors per view; null without views. */
  errorRate: number | null;
  /** 75th percentiles: LCP, INP and route changes in ms, CLS unitless; null without reports. */
  p75: { LCP: number | null; INP: number | null; CLS: number | null; route_change: number | null };
  counts: { LCP: number; INP: number; CLS: number; route_change: number };
  /** The first and the last report of this version in the window (ms since the epoch): when it started running. */
  firstSeenMs: number;
  lastSeenMs: number;
}

export interface PlatformHealthResponse {
  hours: number;
  remotes: RemoteHealth[];
}
