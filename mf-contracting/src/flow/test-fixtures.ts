// Test data of the contracting flows (the reference API's seeded CUPS, tariffs and products, api/docs/contracting.md)
// and the MSW handlers every flow test needs. Used by tests only.
import type { ContractingConfig, CupsAvailabilityResponse } from '@portal/shared/api-types';
import { http, HttpResponse } from 'msw';
import { EMPTY_ADDRESS } from '../lib/address';
import { MARTA, SUPPLY_ADDRESS, gasSipsOf, sipsOf } from '../lib/test-fixtures';

export const ELECTRICITY_CUPS = 'ES0021000000000001RK';
export const GAS_CUPS = 'ES0230000000000002SW';

export const CONFIG: ContractingConfig = {
  requireLeadConsent: false,
  shouldCheckDNI: false,
  shouldCheckMorosity: false,
  restrictCompanyVAT: false,
  selectComerOrigin: false,
  mustAcceptMorosityVerification: false,
  invoiceRequired: true,
  requireMarkChangeOwner: false,
  requireDocumentation: true,
  askPublicity: false,
  'electricity.emailRequired': true,
  'dual.isGasMandatory': false,
  businessHaltContractation: false,
  commsLanguage: false,
  defaultCnae: { id: 986, name: '9820' },
  defaultSelfconsCode: '00',
};

/** The supply point's availability answer: an electricity one of 4.6 kW (2.0TD), a gas one otherwise. */
export function supplySips(cups: string, zipcode: string, accessTariff: string): CupsAvailabilityResponse {
  return accessTariff === '2.0TD'
    ? sipsOf(cups, { address: { zipcode } })
    : gasSipsOf(cups, accessTariff, { address: { zipcode } });
}

const front = { name: 'front.jpg', content: 'data:image/jpeg;base64,/9j/' };
const companyDocument = { name: 'cif.png', content: 'data:image/png;base64,iVBO' };

export function installation(cups: string, accessTariff: string) {
  return {
    leadsConsent: false,
    cups,
    cupsSIPSData: supplySips(cups, '08001', accessTariff),
    ...SUPPLY_ADDRESS,
    residenceType: 'habitual',
    cnae: '',
    activeContract: 'no',
    comerOrigin: '',
    acceptMorosityVerification: false,
    invoice: [],
  };
}

export const PERSON = {
  ...MARTA,
  surName2: '',
  vatRepresentante: '',
  nameRepresentante: '',
  surName1Representante: '',
  surName2Representante: '',
  nifFaceup: [front],
  nifEmpresa: [],
  changeOwner: '',
  commsLanguage: '',
  sameInvoiceAddress: true,
  ownerAddress: EMPTY_ADDRESS,
};

export const COMPANY = {
  ...PERSON,
  vat: 'B12345674',
  name: 'Talleres Marta SL',
  surName1: '',
  vatRepresentante: '12345678Z',
  nameRepresentante: 'Marta',
  surName1Representante: 'López',
  nifFaceup: [],
  nifEmpresa: [companyDocument],
};

export const CONTRACT = {
  power: '4,6',
  power2: '4,6',
  power3: '',
  power4: '',
  power5: '',
  power6: '',
  accessTariff: '1',
  selectedProduct: '101',
  selectedProductName: 'Tarifa Fija',
  promotionalCode: '',
  selfcons: false,
  selfconsCode: '00',
  selfconsAttachments: [],
};

export function gasContract(cups: string, includeGas = true) {
  return {
    includeGas,
    changeOwner: 'dontChangeOwner',
    comerOrigin: '6',
    cups,
    cupsSIPSData: null,
    accessTariff: '13',
    selectedProduct: '201',
    selectedProductName: 'Gas Hogar',
    invoice: [],
  };
}

export const PAYMENT = { iban: 'ES9121000418450200051332', isOwner: true };

/** The lookups of every step, answered as the reference API's seeds. */
export const lookupHandlers = [
  http.get('/api/v1/contractacio/config', () => HttpResponse.json(CONFIG)),
  http.get('/api/v1/contractacio/cups/:cups/availability', ({ params }) =>
    HttpResponse.json(supplySips(String(params.cups), '08001', '2.0TD')),
  ),
  http.get('/api/v2/gas/contractacio/cups/:cups/availability', ({ params }) =>
    HttpResponse.json(supplySips(String(params.cups), '28013', 'RL.3')),
  ),
  http.get('/api/v1/geo/tipovias/', () => HttpResponse.json({ data: [{ id: 'CL', name: 'Calle' }] })),
  http.get('/api/v1/geo/zipcode/:zip/', () =>
    HttpResponse.json({ data: [{ city: 'Barcelona', ine: '08019' }] }),
  ),
  http.get('/api/v1/geo/provincies/:code/', () =>
    HttpResponse.json({ data: [{ id: 8, name: 'Barcelona' }] }),
  ),
  http.get('/api/v1/tariff', () => HttpResponse.json([{ id: 1, name: '2.0TD' }])),
  http.get('/api/v1/pricelist', () =>
    HttpResponse.json([{ id: 101, name: 'Tarifa Fija', ov_description: '', ov_link: '' }]),
  ),
  http.get('/api/v2/gas/tariff', () =>
    HttpResponse.json([
      { id: 11, name: 'RL.1' },
      { id: 13, name: 'RL.3' },
    ]),
  ),
  http.get('/api/v2/gas/pricelist', () =>
    HttpResponse.json([{ id: 201, name: 'Gas Hogar', ov_description: '', ov_link: '' }]),
  ),
  http.get('/api/v2/gas/leads/comers', () =>
    HttpResponse.json([{ id: 6, name: 'Gas Natural Comercializadora' }]),
  ),
];

export interface SentLead {
  supply: 'electricity' | 'gas';
  body: Record<string, unknown> & { step: number };
}

/**
 * POST leads (v1) and gas/leads (v2) recorded in `sent`; electricity leads are 21, gas leads 31; step 5 answers the
 * finish body unless `failGasConfirm` says the gas confirm fails.
 */
export function leadHandlers(sent: SentLead[], options: { failGasConfirm: () => boolean }) {
  const answer =
    (supply: SentLead['supply']) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as SentLead['body'];
      sent.push({ supply, body });
      if (supply === 'gas' && body.step === 5 && options.failGasConfirm()) {
        return HttpResponse.json({ status: 'KO', lead_id: 31 });
      }
      return HttpResponse.json({
        status: 'OK',
        lead_id: supply === 'gas' ? 31 : 21,
        ...(body.step === 5
          ? { result: { error: false, render: { format: 'markdown', body: `**Welcome, ${supply}**` } } }
          : {}),
      });
    };
  return [http.post('/api/v1/leads', answer('electricity')), http.post('/api/v2/gas/leads', answer('gas'))];
}

/** What was sent, as "supply step" pairs. */
export function sentSteps(sent: SentLead[]): string[] {
  return sent.map(({ supply, body }) => `${supply} ${String(body.step)}`);
}
