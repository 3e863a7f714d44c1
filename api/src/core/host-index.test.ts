// Issue 47 item 0: "make `pnpm bench` report what a user's phone would see on any of them: record the
// `benchmarkIndex` ... with every figure". The phone's multiplier is 4 × this host's speed / 1,713; the host's speed
// over a command is `.ci/bench/host-index.mjs`'s reading of its runs' benchmarkIndex (every route's).
import { hostIndexOf } from '../../../.ci/bench/host-index.mjs';

describe('the host speed a command’s routes are judged at', () => {
  it('is the median of the readings, so one high reading does not raise the phone’s multiplier', () => {
    expect(hostIndexOf([2613, 2568, 3243, 2634, 2552])).toBe(2613);
  });

  it('takes the upper middle of an even count, as the bench’s medians do (the slower phone)', () => {
    expect(hostIndexOf([2500, 2600, 2700, 2800])).toBe(2700);
  });

  it('gives a whole index', () => {
    expect(hostIndexOf([2613.4])).toBe(2613);
  });
});
