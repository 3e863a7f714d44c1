import { expectVerdicts } from './expect-verdicts';

const isEven = (value: number) => value % 2 === 0;

describe('expectVerdicts', () => {
  it('passes when the check accepts and refuses as listed', () => {
    expect(() => expectVerdicts(isEven, { accepts: [0, 2, -4], refuses: [1, 3] })).not.toThrow();
  });

  it('fails on a value accepted that should be refused, naming it', () => {
    expect(() => expectVerdicts(isEven, { accepts: [2], refuses: [1, 6] })).toThrow(/"value": 6/);
  });

  it('fails on a value refused that should be accepted, naming it', () => {
    expect(() => expectVerdicts(isEven, { accepts: [2, 7], refuses: [1] })).toThrow(/"value": 7/);
  });

  it('passes with either list empty', () => {
    expect(() => expectVerdicts(isEven, { accepts: [], refuses: [5] })).not.toThrow();
    expect(() => expectVerdicts(isEven, { accepts: [8], refuses: [] })).not.toThrow();
  });
});
