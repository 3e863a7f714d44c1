// Customer-service cases (customer-area §3 "Case", §7 "Cases"). The list, detail, sections and messages calls are
// not shown in the spec: designed here in the same style (v1, signed in, another customer's case is a 404).

/** accepted, denied, additional information needed, being processed, in process (customer-area §4). */
export type CaseState = 'accepted' | 'denied' | 'additional_information' | 'being_processed' | 'in_process';
export const CASE_STATES: readonly CaseState[] = [
  'accepted',
  'denied',
  'additional_information',
  'being_processed',
  'in_process',
];
/** The "send readings" category (autolectures=true). */
export const AUTOLECTURES_CATEGORY_ID = 20;

export interface CaseCategory {
  id: number;
  name: string;
}
/** GET crm/cases/categories/ (signed in) or crm/cases/categories/?unsigned=true (visitors). */
export interface CaseCategoryListResponse {
  data: CaseCategory[];
}
/** GET crm/cases/sections/ (designed). */
export interface CaseSectionListResponse {
  data: CaseCategory[];
}

export interface CaseAttachment {
  id: number;
  name: string;
  /** ISO date-time. */
  created_date: string;
  size: number;
  size_text: string;
  /** GET crm/cases/{caseId}/attachments/{id}/ downloads it (designed). */
  file: string;
}

export interface CaseMessage {
  id: number;
  /** 'administrator' is the only other author shown (customer-area §6). */
  author: 'customer' | 'administrator';
  text: string;
  state: CaseState;
  created_date: string;
  attachments: CaseAttachment[];
}

export interface CaseSummary {
  id: number;
  /** Case number shown to the customer, e.g. CAS-000001. */
  number: string;
  section: CaseCategory;
  category: CaseCategory;
  contract: { id: number; name: string } | null;
  subject: string;
  state: CaseState;
  created_date: string;
  /** ISO date-time of its latest message (its creation when it has none): when it last changed (designed). */
  updated_date: string;
}

/** GET crm/cases/?offset&limit[&state] (designed): newest first. */
export interface CaseListResponse {
  items: CaseSummary[];
  total_items: number;
  n_items: number;
  offset: number;
  limit: number;
}

/** GET crm/cases/{id}/ (designed). */
export interface CaseDetail extends CaseSummary {
  description: string;
  attachments: CaseAttachment[];
  messages: CaseMessage[];
}
export interface CaseDetailResponse {
  data: CaseDetail;
}

/** POST crm/cases/ (multipart, or JSON with `attachment` as data-URL files `{name, content}`): 1 to 6 files. */
export interface CreateCaseRequest {
  polissa_id: number | string;
  category: number | string;
  subject: string;
  description: string;
}
export interface CreateCaseResponse {
  id: number;
}

/** POST crm/unsigned/ (visitors): the same plus email and mobile. */
export interface CreateUnsignedCaseRequest {
  email: string;
  mobile: string;
  category: number | string;
  subject: string;
  description: string;
}
export interface CreateUnsignedCaseResponse {
  /** The case number. */
  result: string;
}

/** POST crm/cases/{id}/messages/ (designed): a customer's reply, optionally with files (0 to 6). */
export interface CaseMessageRequest {
  text: string;
}
export interface CaseMessageResponse {
  data: CaseMessage;
}
