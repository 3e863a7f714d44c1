// jsdom has no User Timing: stands in for the page's `performance.mark` and records the marks set (the bench reads
// them: `@portal/shared/ui` LIBRARY_MARKS).

export interface RecordedMarks {
  /** The marks' names, in the order they were set. */
  names(): string[];
  /** Takes the stand-in away. */
  restore(): void;
}

export function recordMarks(): RecordedMarks {
  const names: string[] = [];
  Object.defineProperty(performance, 'mark', {
    value: (name: string) => void names.push(name),
    configurable: true,
    writable: true,
  });
  return {
    names: () => [...names],
    restore: () => void Reflect.deleteProperty(performance, 'mark'),
  };
}
