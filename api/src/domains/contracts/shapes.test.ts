// The answers carry exactly the fields of the shared types, and another customer's contract is a 404 for every call.
import type {
  Address,
  ContractDetail,
  ContractListItem,
  NotificationAddress,
} from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';
import { keysOf, sortedKeys } from '../../testing/shape';

const {
  t,
  headers: { laura, company },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674' });

const LIST_ITEM = keysOf<ContractListItem>({
  id: true,
  name: true,
  kind: true,
  state: true,
  sign_date: true,
  amount_debt: true,
  cups: true,
  pricelist: true,
  tariff: true,
  contracted_power_period: true,
  bateria_virtual: true,
  notification_address: true,
  electronic_notification: true,
  date_start_electronic_notification: true,
  date_request_electronic_notification: true,
});
const DETAIL_ONLY = keysOf<Omit<ContractDetail, keyof ContractListItem>>({
  owner_partner: true,
  fiscal_partner: true,
  fiscal_address: true,
  bank_account: true,
  invoice_online: true,
  dso: true,
  dso_reference: true,
  dso_phone: true,
  atr_available: true,
  no_cession_sips: true,
  services: true,
  bonos_sociales: true,
  attachments: true,
  pressio: true,
  caudal: true,
  payment: true,
  pending_requests: true,
});
const ADDRESS = keysOf<Address>({
  id: true,
  name: true,
  street: true,
  zipcode: true,
  city: true,
  state: true,
  tv: true,
  nv: true,
  pnp: true,
  bq: true,
  es: true,
  pt: true,
  pu: true,
  ref_catastral: true,
  aclarador: true,
  email: true,
  mobile: true,
  full_address: true,
});
const NOTIFICATION = keysOf<NotificationAddress>({
  id: true,
  name: true,
  street: true,
  zipcode: true,
  city: true,
  email: true,
  mobile: true,
  full_address: true,
});

describe('answer shapes', () => {
  it('list items, detail and addresses carry exactly the shared types fields', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/v2/contracts', headers: laura })).json<{
      items: ContractListItem[];
    }>();
    for (const item of list.items) expect(sortedKeys(item)).toEqual(LIST_ITEM);
    expect(sortedKeys(list.items[0]?.notification_address)).toEqual(NOTIFICATION);
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/v2/contracts/0010001', headers: laura })
    ).json<{ data: ContractDetail }>();
    expect(sortedKeys(detail.data)).toEqual([...LIST_ITEM, ...DETAIL_ONLY].sort());
    const addresses = (
      await t.app.inject({ method: 'GET', url: '/api/v2/addresses/', headers: laura })
    ).json<{ data: Address[] }>();
    for (const address of addresses.data) expect(sortedKeys(address)).toEqual(ADDRESS);
  });
});

describe("another customer's contract", () => {
  const CALLS: [string, string, object | undefined][] = [
    ['GET', '/api/v2/contracts/0010001', undefined],
    ['GET', '/api/v2/contracts/0010001/pdf/', undefined],
    ['GET', '/api/v2/contracts/0010001/report/', undefined],
    ['GET', '/api/v2/contracts/0010001/addresses/', undefined],
    ['POST', '/api/v1/contracts/0010001/power/', { phone: '+34612345678', power_p1: 20000 }],
    ['POST', '/api/v1/contracts/0010001/iban/', { already_registered: 'yes', bank_id: 1 }],
    ['POST', '/api/v2/contracts/0010001/notification/', { address_type: 'existing', address_id: 1 }],
    ['PUT', '/api/v2/contracts/0010001/notification/email/', { email: 'x@example.com' }],
    ['POST', '/api/v2/contracts/0010001', { invoice_online: 'postal' }],
    ['POST', '/api/v1/contracts/0010001/no_cession_sips/', { noCessionSelection: 'actual' }],
    ['POST', '/api/v1/contracts/0010001/electronic_notification/', undefined],
    ['GET', '/api/v1/contract/0010001/double-tariff/', undefined],
    ['PUT', '/api/v1/contract/0010001/happy-hours/', { startHour: 10, endHour: 13 }],
    ['POST', '/api/v1/contracts/0010001/atc/', { tipus: 'R1', subtipus: 'R1-01', comments: 'x' }],
    ['GET', '/api/v2/contract/download_attachment/1', undefined],
  ];
  it.each(CALLS)('%s %s is a 404 for the company', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'GET', url, payload, headers: company });
    expect(res.statusCode).toBe(404);
  });
});
