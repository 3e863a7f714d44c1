// Customer-service cases (customer-area §3 "Case", §7 "Cases"). The list, detail, sections and messages calls are
// not shown in the spec: designed here in the same style (v1, signed in, another customer's case is a 404).
import type { components } from './generated';

type Schemas = components['schemas'];

export type CaseState = Schemas['CaseState'];
export const CASE_STATES: readonly CaseState[] = [
  'accepted',
  'denied',
  'additional_information',
  'being_processed',
  'in_process',
];
/** The "send readings" category (autolectures=true). */
export const AUTOLECTURES_CATEGORY_ID = 20;

export type CaseCategory = Schemas['CaseCategory'];
export type CaseCategoryListResponse = Schemas['CaseCategoryListResponse'];
export type CaseSectionListResponse = Schemas['CaseSectionListResponse'];

export type CaseAttachment = Schemas['CaseAttachment'];

export type CaseMessage = Schemas['CaseMessage'];

export type CaseSummary = Schemas['CaseSummary'];

export type CaseListResponse = Schemas['CaseListResponse'];

export type CaseDetail = Schemas['CaseDetail'];
export type CaseDetailResponse = Schemas['CaseDetailResponse'];

export type CreateCaseRequest = Schemas['CreateCaseRequest'];
export type CreateCaseResponse = Schemas['CreateCaseResponse'];

export type CreateUnsignedCaseRequest = Schemas['CreateUnsignedCaseRequest'];
export type CreateUnsignedCaseResponse = Schemas['CreateUnsignedCaseResponse'];

export type CaseMessageRequest = Schemas['CaseMessageRequest'];
export type CaseMessageResponse = Schemas['CaseMessageResponse'];
