import { canReachStep, latestStep, wizardSteps } from './steps';

const plain = { businessHaltContractation: false, isCompany: false };

describe('wizardSteps', () => {
  it('electricity: installation, person, contract, payment, confirmation, finish', () => {
    expect(wizardSteps('electricity', plain)).toEqual([
      'installation',
      'person',
      'contract',
      'payment',
      'confirmation',
      'finish',
    ]);
  });

  it('dual adds gasContract after contract', () => {
    expect(wizardSteps('dual', plain)).toEqual([
      'installation',
      'person',
      'contract',
      'gasContract',
      'payment',
      'confirmation',
      'finish',
    ]);
  });

  it('gas: installation, person, gasContract, payment, confirmation, finish', () => {
    expect(wizardSteps('gas', plain)).toEqual([
      'installation',
      'person',
      'gasContract',
      'payment',
      'confirmation',
      'finish',
    ]);
  });

  // §2: "businessHaltContractation ... and the person is a company: contract, gasContract and payment removed".
  it('businessHaltContractation with a company removes contract, gasContract and payment', () => {
    const halted = { businessHaltContractation: true, isCompany: true };
    expect(wizardSteps('dual', halted)).toEqual(['installation', 'person', 'confirmation', 'finish']);
    expect(wizardSteps('electricity', { businessHaltContractation: true, isCompany: false })).toContain(
      'payment',
    );
    expect(wizardSteps('electricity', { businessHaltContractation: false, isCompany: true })).toContain(
      'contract',
    );
  });
});

describe('canReachStep', () => {
  // §4: "only if its index is at most the number of completed steps, it is not the final step, and nothing is submitting".
  const state = { completedSteps: 2, stepCount: 6, submitting: false };

  it('reaches completed steps and the first not completed', () => {
    expect([0, 1, 2].map((index) => canReachStep(index, state))).toEqual([true, true, true]);
    expect(canReachStep(3, state)).toBe(false);
  });

  it('never reaches the final step, even when every other step is completed', () => {
    expect(canReachStep(5, { ...state, completedSteps: 5 })).toBe(false);
    expect(canReachStep(4, { ...state, completedSteps: 5 })).toBe(true);
  });

  it('reaches nothing while submitting', () => {
    expect(canReachStep(0, { ...state, submitting: true })).toBe(false);
  });

  it('latest step is completed + 1', () => {
    expect(latestStep(0)).toBe(1);
    expect(latestStep(3)).toBe(4);
  });
});
