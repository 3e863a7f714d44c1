// The lead sending rule of the steps after the supply point (visitor-features §4 "Wizard": "Each step submit stores
// the data and, only if it changed from what was stored, sends lead data"; "Leads are sent only if the leads feature
// is on and consent is obtained, or if lead consent is not required. If the leads feature is off, the whole lead is
// sent at confirmation.").
import type { LeadRequest } from '@portal/shared/api-types';
import { sendStepLead } from './step-lead';

const request = (leadId: number): LeadRequest => ({ step: 3, lead_id: leadId, tarifa: 101 });

function options(overrides: Partial<Parameters<typeof sendStepLead>[0]> = {}) {
  const send = jest.fn<Promise<void>, [LeadRequest]>(async () => undefined);
  return { send, options: { perStep: true, leadId: 21, sentLead: undefined, request, send, ...overrides } };
}

describe('sendStepLead', () => {
  it('leads not sent step by step: nothing is sent, the step goes on as it is', async () => {
    const { send, options: given } = options({ perStep: false });
    await expect(sendStepLead(given)).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('no lead made by the supply point yet: nothing is sent', async () => {
    const { send, options: given } = options({ leadId: null });
    await expect(sendStepLead(given)).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('the request already sent: not sent again', async () => {
    const { send, options: given } = options({ sentLead: JSON.stringify(request(21)) });
    await expect(sendStepLead(given)).resolves.toBeUndefined();
    expect(send).not.toHaveBeenCalled();
  });

  it('a changed request is sent to the lead and kept as sent', async () => {
    const { send, options: given } = options({ sentLead: JSON.stringify(request(20)) });
    await expect(sendStepLead(given)).resolves.toEqual({ sentLead: JSON.stringify(request(21)) });
    expect(send).toHaveBeenCalledWith(request(21));
  });

  it('what the sending finds goes with the outcome', async () => {
    const leadErrors = { badScore: true, dniInvalid: false, genericError: false };
    const outcome = await sendStepLead({ ...options().options, send: async () => ({ leadErrors }) });
    expect(outcome).toEqual({ leadErrors, sentLead: JSON.stringify(request(21)) });
  });
});
