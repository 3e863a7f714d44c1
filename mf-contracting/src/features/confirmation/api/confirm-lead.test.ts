// visitor-features §4 "Confirmation": OK goes to finish with the server's render; anything else is an ERROR.
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { confirmLead, confirmLeads } from './confirm-lead';

let sent: unknown[] = [];
let reply: () => Response = () => HttpResponse.json({});
let gasReply: () => Response = () => HttpResponse.json({});
setupTestServer(
  http.post('/api/v2/gas/leads', async ({ request }) => {
    sent.push({ gas: await request.json() });
    return gasReply();
  }),
  http.post('/api/v1/leads', async ({ request }) => {
    sent.push(await request.json());
    return reply();
  }),
);
beforeEach(() => {
  resetPortalState();
  sent = [];
});

const values = { acceptOVConditions: true, acceptGdpr: true, acceptPublicity: false };

describe('confirmLead', () => {
  it('sends step 5 with confirm true and answers OK with the render', async () => {
    const render = { format: 'markdown', body: '**Thanks**' };
    reply = () => HttpResponse.json({ status: 'OK', lead_id: 4, result: { error: false, render } });
    expect(await confirmLead(values, 4)).toEqual({ status: 'OK', render });
    expect(sent).toEqual([
      {
        step: 5,
        lead_id: 4,
        accept_gdpr: true,
        accept_ov_conditions: true,
        activate_publicity: false,
        confirm: true,
      },
    ]);
  });

  it('any other status, an error result or a failure is ERROR', async () => {
    reply = () => HttpResponse.json({ status: 'KO', lead_id: 4 });
    expect(await confirmLead(values, 4)).toEqual({ status: 'ERROR' });
    reply = () =>
      HttpResponse.json({
        status: 'OK',
        lead_id: 4,
        result: { error: true, render: { format: 'html', body: '' } },
      });
    expect(await confirmLead(values, 4)).toEqual({ status: 'ERROR' });
    reply = () => HttpResponse.json({ errors: { accept_gdpr: 'x' } }, { status: 400 });
    expect(await confirmLead(values, 4)).toEqual({ status: 'ERROR' });
    reply = () => HttpResponse.error();
    expect(await confirmLead(values, 4)).toEqual({ status: 'ERROR' });
  });

  it('the gas lead is confirmed through gas/leads (v2)', async () => {
    const render = { format: 'markdown', body: 'Gas' };
    gasReply = () => HttpResponse.json({ status: 'OK', lead_id: 7, result: { error: false, render } });
    expect(await confirmLead(values, 7, 'gas')).toEqual({ status: 'OK', render });
    expect(sent).toEqual([{ gas: expect.objectContaining({ step: 5, lead_id: 7, confirm: true }) }]);
  });
});

// §4: "for dual supply the gas confirm call too. Both must return OK to move to finish."
describe('confirmLeads', () => {
  const render = { format: 'markdown', body: 'Electricity' };
  const dual = [
    { supply: 'electricity' as const, leadId: 4 },
    { supply: 'gas' as const, leadId: 7 },
  ];

  it('both OK is OK with what each answered, in order', async () => {
    reply = () => HttpResponse.json({ status: 'OK', lead_id: 4, result: { error: false, render } });
    gasReply = () => HttpResponse.json({ status: 'OK', lead_id: 7 });
    expect(await confirmLeads(values, dual)).toEqual({
      status: 'OK',
      confirmed: [
        { supply: 'electricity', render },
        { supply: 'gas', render: undefined },
      ],
    });
    expect(sent).toHaveLength(2);
  });

  it('the gas confirm failing is ERROR', async () => {
    reply = () => HttpResponse.json({ status: 'OK', lead_id: 4, result: { error: false, render } });
    gasReply = () => new HttpResponse(null, { status: 500 });
    expect(await confirmLeads(values, dual)).toEqual({ status: 'ERROR' });
  });

  it('a lead an earlier attempt confirmed is not confirmed again; each new one is reported', async () => {
    gasReply = () => HttpResponse.json({ status: 'OK', lead_id: 7 });
    const reported: string[] = [];
    expect(await confirmLeads(values, dual, ['electricity:4'], (key) => reported.push(key))).toEqual({
      status: 'OK',
      confirmed: [
        { supply: 'electricity', render: undefined },
        { supply: 'gas', render: undefined },
      ],
    });
    expect(sent).toEqual([{ gas: expect.objectContaining({ step: 5, lead_id: 7 }) }]);
    expect(reported).toEqual(['gas:7']);
  });

  it('no lead at all is ERROR', async () => {
    expect(await confirmLeads(values, [])).toEqual({ status: 'ERROR' });
  });
});
