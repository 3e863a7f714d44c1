import {
  clearWizardState,
  completeStep,
  emptyWizardState,
  goToStep,
  loadWizardState,
  recordLeadProgress,
  saveWizardState,
  wizardStorageKey,
} from './wizard-state';
import { keepLeadToken, leadTokenHeaders } from '../../lib/lead-tokens';

beforeEach(() => localStorage.clear());

describe('wizard state', () => {
  it('survives a reload: what was saved is what loads, for its variant only', () => {
    const state = completeStep(emptyWizardState(), 'installation', { cups: 'ES0021000000000001RK' }, 0);
    saveWizardState('electricity', {
      ...state,
      leadId: 7,
      gasLeadId: 8,
      sentLeads: { installation: '{"step":1}' },
      confirmedLeads: ['electricity:7'],
    });
    expect(loadWizardState('electricity')).toEqual({
      leadId: 7,
      gasLeadId: 8,
      currentStep: 1,
      completedSteps: 1,
      leadErrors: { badScore: false, dniInvalid: false, genericError: false },
      data: { installation: { cups: 'ES0021000000000001RK' } },
      sentLeads: { installation: '{"step":1}' },
      confirmedLeads: ['electricity:7'],
    });
    expect(loadWizardState('gas')).toEqual(emptyWizardState());
  });

  it('is cleared (finish, Go home)', () => {
    saveWizardState('electricity', completeStep(emptyWizardState(), 'installation', { a: 1 }, 0));
    clearWizardState('electricity');
    expect(localStorage.getItem(wizardStorageKey('electricity'))).toBeNull();
    expect(loadWizardState('electricity')).toEqual(emptyWizardState());
  });

  it('forgets the tokens of its leads with it, and only those', () => {
    saveWizardState('dual', { ...emptyWizardState(), leadId: 7, gasLeadId: 8 });
    keepLeadToken('electricity', 7, 'a');
    keepLeadToken('gas', 8, 'b');
    keepLeadToken('gas', 9, 'c');
    expect(leadTokenHeaders('electricity', 7)).toEqual({ 'X-Lead-Token': 'a' });
    clearWizardState('dual');
    expect(leadTokenHeaders('electricity', 7)).toEqual({});
    expect(leadTokenHeaders('gas', 8)).toEqual({});
    expect(leadTokenHeaders('gas', 9)).toEqual({ 'X-Lead-Token': 'c' });
  });

  // Issue 15 finding 10: blocked storage (site data off, a sandboxed frame) throws a SecurityError on access.
  it('carries on without the draft when localStorage is blocked: save, load and clear never throw', () => {
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const state = completeStep(emptyWizardState(), 'installation', { a: 1 }, 0);
    expect(() => saveWizardState('electricity', state)).not.toThrow();
    expect(loadWizardState('electricity')).toEqual(emptyWizardState());
    expect(() => clearWizardState('electricity')).not.toThrow();
    blocked.mockRestore();
  });

  it('reads a broken or tampered entry as an empty state, never beyond the latest step', () => {
    localStorage.setItem(wizardStorageKey('electricity'), '{not json');
    expect(loadWizardState('electricity')).toEqual(emptyWizardState());
    localStorage.setItem(
      wizardStorageKey('electricity'),
      JSON.stringify({ currentStep: 5, completedSteps: 1, data: { installation: 'x' } }),
    );
    expect(loadWizardState('electricity')).toMatchObject({ currentStep: 1, completedSteps: 1, data: {} });
  });

  // §4: "Going back clears the lead errors."
  it('going to a step clears the lead errors', () => {
    const state = { ...emptyWizardState(), currentStep: 2, completedSteps: 2 };
    const back = goToStep(
      { ...state, leadErrors: { badScore: true, dniInvalid: true, genericError: true } },
      1,
    );
    expect(back.currentStep).toBe(1);
    expect(back.leadErrors).toEqual({ badScore: false, dniInvalid: false, genericError: false });
  });

  it('completing an earlier step again keeps the steps completed after it', () => {
    const state = { ...emptyWizardState(), completedSteps: 3, currentStep: 0 };
    expect(completeStep(state, 'installation', {}, 0)).toMatchObject({ completedSteps: 3, currentStep: 1 });
  });

  it('records the leads made and confirmed at confirmation, each confirmed lead once', () => {
    const made = recordLeadProgress(emptyWizardState(), { leadId: 21, gasLeadId: 31 });
    const once = recordLeadProgress(made, { confirmed: 'electricity:21' });
    const twice = recordLeadProgress(once, { confirmed: 'electricity:21' });
    expect(twice).toMatchObject({ leadId: 21, gasLeadId: 31, confirmedLeads: ['electricity:21'] });
    expect(twice.currentStep).toBe(0);
  });
});
