import {
  clearWizardState,
  completeStep,
  emptyWizardState,
  goToStep,
  loadWizardState,
  recordLeadProgress,
  resumeWizardState,
  saveWizardState,
  wizardStorageKey,
} from './wizard-state';
import { LEAD_TOKENS_KEY, keepLeadToken, leadTokenHeaders } from '../../lib/lead-tokens';
import { leadFingerprint } from '../../lib/files';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const ID_IMAGE = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';

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
      filesToAttach: [],
    });
    expect(loadWizardState('gas')).toEqual(emptyWizardState());
  });

  // Issue 41 item 6: "Keep a draft only for the tab's session [...], never the ID image".
  it("is kept for the tab's session only, with the lead tokens beside it: nothing in localStorage", () => {
    saveWizardState('electricity', {
      ...emptyWizardState(),
      leadId: 7,
      data: { person: { vat: '87654321X' } },
    });
    keepLeadToken('electricity', 7, 'secret');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem(wizardStorageKey('electricity'))).toContain('87654321X');
    expect(sessionStorage.getItem(LEAD_TOKENS_KEY)).toContain('secret');
  });

  it('never stores an attached file: the step is marked to attach it again, what it sent kept as a fingerprint', () => {
    const files = [{ name: 'front.jpg', content: ID_IMAGE }];
    const sent = leadFingerprint({ step: 2, nif_faceup: files });
    const state = completeStep(
      { ...emptyWizardState(), leadId: 7, sentLeads: { person: sent } },
      'person',
      { vat: '87654321X', nifFaceup: files },
      1,
    );
    saveWizardState('electricity', state);
    const stored = sessionStorage.getItem(wizardStorageKey('electricity')) ?? '';
    expect(stored).not.toContain('base64');
    expect(stored).not.toContain('/9j/');
    const loaded = loadWizardState('electricity');
    expect(loaded.data.person).toEqual({ vat: '87654321X', nifFaceup: [] });
    expect(loaded.filesToAttach).toEqual(['person']);
    // In memory the files stay: the running application loses nothing.
    expect(state.data.person?.nifFaceup).toEqual(files);
    expect(loaded.sentLeads.person).toBe(sent);
  });

  it('a fingerprint tells a changed file from the same one, without its content', () => {
    const one = leadFingerprint({ nif_faceup: [{ name: 'a.jpg', content: ID_IMAGE }] });
    expect(one).not.toContain('base64');
    expect(leadFingerprint({ nif_faceup: [{ name: 'a.jpg', content: ID_IMAGE }] })).toBe(one);
    expect(leadFingerprint({ nif_faceup: [{ name: 'a.jpg', content: `${ID_IMAGE}x` }] })).not.toBe(one);
    expect(leadFingerprint({ step: 3, tarifa: 101 })).toBe(JSON.stringify({ step: 3, tarifa: 101 }));
  });

  it('after a reload, goes on from the first completed step whose files are to be attached again', () => {
    const steps = ['installation', 'person', 'contract', 'payment', 'confirmation', 'finish'] as const;
    const state = { ...emptyWizardState(), currentStep: 3, completedSteps: 3, filesToAttach: ['person'] };
    expect(resumeWizardState(state, steps)).toMatchObject({ currentStep: 1, completedSteps: 1 });
    expect(resumeWizardState({ ...state, filesToAttach: [] }, steps)).toMatchObject({ currentStep: 3 });
    // Attaching them again (completing the step) takes the step off the list.
    expect(completeStep(state, 'person', {}, 1).filesToAttach).toEqual([]);
  });

  it('is cleared (finish, Go home)', () => {
    saveWizardState('electricity', completeStep(emptyWizardState(), 'installation', { a: 1 }, 0));
    clearWizardState('electricity');
    expect(sessionStorage.getItem(wizardStorageKey('electricity'))).toBeNull();
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
  it('carries on without the draft when sessionStorage is blocked: save, load and clear never throw', () => {
    const blocked = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const state = completeStep(emptyWizardState(), 'installation', { a: 1 }, 0);
    expect(() => saveWizardState('electricity', state)).not.toThrow();
    expect(loadWizardState('electricity')).toEqual(emptyWizardState());
    expect(() => clearWizardState('electricity')).not.toThrow();
    blocked.mockRestore();
  });

  it('reads a broken or tampered entry as an empty state, never beyond the latest step', () => {
    sessionStorage.setItem(wizardStorageKey('electricity'), '{not json');
    expect(loadWizardState('electricity')).toEqual(emptyWizardState());
    sessionStorage.setItem(
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
