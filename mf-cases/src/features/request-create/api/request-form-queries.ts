// What the request form offers: the case categories and the customer's contracts (`lib/case-options.ts`, shared by
// every case form).
export { caseOptionQueries as requestFormQueries, type ContractOption } from '../../../lib/case-options';
