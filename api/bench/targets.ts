// The list endpoints under the latency budget. A domain with a list call adds a line here.
export interface BenchTarget {
  path: string;
  /** Seeded user whose token is sent (the company has the most data). */
  user?: string;
}

export const BENCH_TARGETS: BenchTarget[] = [
  { path: '/api/v2/contracts?offset=0&limit=20', user: 'B12345674' },
  { path: '/api/v2/contracts?offset=0&limit=100', user: 'B12345674' },
  { path: '/api/v2/contracts?offset=0&limit=20&filter=Madrid', user: 'B12345674' },
  { path: '/api/v2/contracts?type=gas&offset=0&limit=100', user: 'B12345674' },
  { path: '/api/v2/addresses/', user: '12345678Z' },
  { path: '/api/v2/contracts/ibans/', user: 'B12345674' },
  { path: '/api/v1/crm/cases/?offset=0&limit=20', user: '12345678Z' },
  { path: '/api/v1/crm/cases/categories/?unsigned=true' },
  { path: '/api/v2/ov_customize/ov_settings' },
  { path: '/api/v1/feature_flags/' },
  { path: '/api/v1/geo/zipcode/08193/' },
];
