import { renderHook } from '@testing-library/react';
import { useStepDraft } from './use-step-draft';

describe('useStepDraft', () => {
  it('sends nothing for the values the step mounted with, then every change, a change back included', () => {
    const onDraft = jest.fn();
    const { rerender } = renderHook(({ values }) => useStepDraft(values, onDraft), {
      initialProps: { values: { cups: '', power: 3.45 } as Record<string, unknown> },
    });
    expect(onDraft).not.toHaveBeenCalled();

    rerender({ values: { cups: '', power: 3.45 } });
    expect(onDraft).not.toHaveBeenCalled();

    rerender({ values: { cups: 'ES0021', power: 3.45 } });
    expect(onDraft).toHaveBeenLastCalledWith({ cups: 'ES0021', power: 3.45 });

    rerender({ values: { cups: '', power: 3.45 } });
    expect(onDraft).toHaveBeenLastCalledWith({ cups: '', power: 3.45 });
    expect(onDraft).toHaveBeenCalledTimes(2);
  });
});
