// visitor-features §4 "Wizard": the person step's lead status, DNI validation and scoring, in that order.
import { resetPortalState, setupTestServer } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { sendLead, sendPersonLead } from './leads-api';

let status = 'OK';
let dniValid = true;
let scoring = true;
let calls: string[] = [];
/** The X-Lead-Token header of each call, in order ('' when none). */
let tokens: string[] = [];
const server = setupTestServer(
  http.post('/api/v1/leads', () => {
    calls.push('lead');
    return HttpResponse.json({ status, lead_id: 8 });
  }),
  http.post('/api/v2/gas/leads', () => {
    calls.push('gas lead');
    return HttpResponse.json({ status, lead_id: 9 });
  }),
  http.get('/api/v1/leads/dni-validation/:id', ({ params }) => {
    calls.push(`dni ${String(params.id)}`);
    return HttpResponse.json({ lead_id: 8, dni_valid: dniValid });
  }),
  http.get('/api/v1/leads/solvencia/:id', ({ params }) => {
    calls.push(`scoring ${String(params.id)}`);
    return HttpResponse.json({ lead_id: 8, scoring });
  }),
);
beforeEach(() => {
  resetPortalState();
  status = 'OK';
  dniValid = true;
  scoring = true;
  calls = [];
  tokens = [];
  sessionStorage.clear();
});

const both = { shouldCheckDNI: true, shouldCheckMorosity: true };
const request = { step: 2 as const, lead_id: 8 };
const none = { badScore: false, dniInvalid: false, genericError: false };

describe('sendPersonLead', () => {
  it('sends the lead, then checks the DNI, then the scoring', async () => {
    expect(await sendPersonLead(request, both)).toEqual(none);
    expect(calls).toEqual(['lead', 'dni 8', 'scoring 8']);
  });

  it('a status other than OK is genericError', async () => {
    status = 'KO';
    expect(await sendPersonLead(request, both)).toEqual({ ...none, genericError: true });
    expect(calls).toEqual(['lead']);
  });

  it('dni_valid false is dniInvalid; scoring false is badScore', async () => {
    dniValid = false;
    expect(await sendPersonLead(request, both)).toEqual({ ...none, dniInvalid: true });
    dniValid = true;
    scoring = false;
    expect(await sendPersonLead(request, both)).toEqual({ ...none, badScore: true });
  });

  it('checks only what the configuration asks', async () => {
    dniValid = false;
    scoring = false;
    expect(await sendPersonLead(request, { shouldCheckDNI: false, shouldCheckMorosity: false })).toEqual(
      none,
    );
    expect(calls).toEqual(['lead']);
  });

  // §7: "POST /gas/leads (v2) | same for gas | same".
  it('a gas lead goes to gas/leads (v2) and is checked with its own lead id', async () => {
    expect(await sendPersonLead(request, both, 'gas')).toEqual(none);
    expect(calls).toEqual(['gas lead', 'dni 9', 'scoring 9']);
  });
});

describe('sendLead', () => {
  it('sends electricity to leads (v1) and gas to gas/leads (v2)', async () => {
    expect(await sendLead({ step: 1 })).toEqual({ status: 'OK', lead_id: 8 });
    expect(await sendLead({ step: 1 }, 'gas')).toEqual({ status: 'OK', lead_id: 9 });
    expect(calls).toEqual(['lead', 'gas lead']);
  });
});

// Issue 42 finding 2: "Bind each lead to its creator (an unguessable id and a secret held by the creating tab)".
describe('the lead token', () => {
  it('is kept when the API makes the lead and sent on every later call about it, checks included', async () => {
    const record = (request: Request) => tokens.push(request.headers.get('x-lead-token') ?? '');
    server.use(
      http.post('/api/v1/leads', async ({ request }) => {
        record(request);
        const body = (await request.json()) as { lead_id?: number };
        return HttpResponse.json({
          status: 'OK',
          lead_id: 8,
          ...(body.lead_id === undefined ? { lead_token: 'secret-8' } : {}),
        });
      }),
      http.get('/api/v1/leads/dni-validation/:id', ({ request }) => {
        record(request);
        return HttpResponse.json({ lead_id: 8, dni_valid: true });
      }),
      http.get('/api/v1/leads/solvencia/:id', ({ request }) => {
        record(request);
        return HttpResponse.json({ lead_id: 8, scoring: true });
      }),
    );
    await sendLead({ step: 1 });
    expect(await sendPersonLead(request, both)).toEqual(none);
    expect(tokens).toEqual(['', 'secret-8', 'secret-8', 'secret-8']);
  });

  it('a 400 of the person step’s lead is thrown for the step to show under its fields', async () => {
    server.use(
      http.post('/api/v1/leads', () =>
        HttpResponse.json(
          { message: 'validation_error', errors: { 'owner.fisic_vat': 'invalid VAT' } },
          { status: 400 },
        ),
      ),
    );
    await expect(sendPersonLead(request, both)).rejects.toMatchObject({
      status: 400,
      errors: { 'owner.fisic_vat': 'invalid VAT' },
    });
  });
});
