// The bench's median: the middle value of the runs (the upper one of an even count, the slower: a budget is not met
// by the faster half of the runs).
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
