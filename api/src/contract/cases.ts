// The contract's schemas of cases (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import type { ReadFormOptions } from '../core/files';
import {
  dataListOf,
  formSchema,
  pageOf,
  type ContractSchema,
  closed,
  named,
  arrayOf,
  sortedKeys,
} from './schema';

// The cases' forms: the contract's bodies, and what the routes' readForm reads (multipart parts alike).
const FILE_FIELDS = ['attachment', 'attachment[]', 'attachments'];
// customer-area §5 "Contact form": subject and description required (the case's maxima); an unsigned contact adds the
// e-mail (its pattern) and the mobile. Declared: checked by the JSON schema or, on multipart parts, by readForm.
const TEXT_RULES = {
  subject: { filled: true, maxLength: 200 },
  description: { filled: true, maxLength: 5000 },
} as const;
export const CASE_FORM: ReadFormOptions = {
  fields: ['polissa_id', 'category', 'subject', 'description'],
  fileFields: FILE_FIELDS,
  maxFiles: 6,
  rules: TEXT_RULES,
};
export const UNSIGNED_FORM: ReadFormOptions = {
  fields: ['email', 'mobile', 'category', 'subject', 'description'],
  fileFields: FILE_FIELDS,
  maxFiles: 6,
  rules: {
    ...TEXT_RULES,
    email: { filled: true, format: 'e-mail' },
    mobile: { filled: true, format: 'phone' },
  },
};
export const MESSAGE_FORM: ReadFormOptions = {
  fields: ['text'],
  fileFields: FILE_FIELDS,
  maxFiles: 6,
  rules: { text: { filled: true, maxLength: 5000 } },
};
// customer-area §5: "attachments min 1, max 6".
const CASE_FILES =
  "At least one file (up to 6): none is a 400 `{errors: {attachment: 'The field cannot be empty'}}`; more than 6, 413 `too_many_files`.";

/** The fields of a case in the list (CaseSummary), which its detail (CaseDetail) answers too. */
const CASE_SUMMARY_PROPERTIES = {
  id: { type: 'number' },
  number: { type: 'string', description: 'Case number shown to the customer, e.g. CAS-000001.' },
  section: { $ref: 'CaseCategory#' },
  category: { $ref: 'CaseCategory#' },
  contract: {
    anyOf: [closed({ id: { type: 'number' }, name: { type: 'string' } }), { type: 'null' }],
  },
  subject: { type: 'string' },
  state: { $ref: 'CaseState#' },
  created_date: { type: 'string' },
  updated_date: {
    type: 'string',
    description:
      'ISO date-time of its latest message (its creation when it has none): when it last changed (designed).',
  },
};

const CASE_DETAIL_PROPERTIES = {
  ...CASE_SUMMARY_PROPERTIES,
  description: { type: 'string' },
  attachments: arrayOf('CaseAttachment'),
  messages: arrayOf('CaseMessage'),
};

export const casesSchemas: readonly ContractSchema[] = [
  {
    $id: 'CaseState',
    type: 'string',
    enum: ['accepted', 'denied', 'additional_information', 'being_processed', 'in_process'],
    description:
      'accepted, denied, additional information needed, being processed, in process (customer-area §4).',
  },
  named('CaseCategory', closed({ id: { type: 'number' }, name: { type: 'string' } })),
  dataListOf(
    'CaseCategoryListResponse',
    'CaseCategory',
    'GET crm/cases/categories/ (signed in) or crm/cases/categories/?unsigned=true (visitors).',
  ),
  dataListOf('CaseSectionListResponse', 'CaseCategory', 'GET crm/cases/sections/ (designed).'),
  named(
    'CaseAttachment',
    closed({
      id: { type: 'number' },
      name: { type: 'string' },
      created_date: { type: 'string', description: 'ISO date-time.' },
      size: { type: 'number' },
      size_text: { type: 'string' },
      file: {
        type: 'string',
        description: 'GET crm/cases/{caseId}/attachments/{id}/ downloads it (designed).',
      },
    }),
  ),
  named(
    'CaseMessage',
    closed({
      id: { type: 'number' },
      author: {
        type: 'string',
        enum: ['customer', 'administrator'],
        description: "'administrator' is the only other author shown (customer-area §6).",
      },
      text: { type: 'string' },
      state: { $ref: 'CaseState#' },
      created_date: { type: 'string' },
      attachments: arrayOf('CaseAttachment'),
    }),
  ),
  named('CaseSummary', closed(CASE_SUMMARY_PROPERTIES)),
  pageOf('CaseListResponse', 'CaseSummary', {
    description: 'GET crm/cases/?offset&limit[&state] (designed): newest first.',
  }),
  named(
    'CaseDetail',
    closed(CASE_DETAIL_PROPERTIES, {
      // The order the document has always published: alphabetical.
      required: sortedKeys(CASE_DETAIL_PROPERTIES),
      description: 'GET crm/cases/{id}/ (designed).',
    }),
  ),
  named('CaseDetailResponse', closed({ data: { $ref: 'CaseDetail#' } })),
  formSchema(
    'CreateCaseRequest',
    'POST crm/cases/ (multipart, or JSON with `attachment` as data-URL files `{name, content}`): 1 to 6 files.',
    CASE_FORM,
    {
      polissa_id:
        "The contract's id or name: blank, 400 `{errors: {polissa_id: 'The field cannot be empty'}}`; not one of the customer's, 'The value is not valid'.",
      category:
        "A category id (a number or its digits): blank, 400 `{errors: {category: 'The field cannot be empty'}}`; not a category, 'The value is not valid'.",
      attachment: CASE_FILES,
    },
  ),
  named('CreateCaseResponse', closed({ id: { type: 'number' } })),
  formSchema(
    'CreateUnsignedCaseRequest',
    'POST crm/unsigned/ (visitors): the same plus email and mobile.',
    UNSIGNED_FORM,
    {
      category:
        "A category for visitors (a number or its digits): blank, 400 `{errors: {category: 'The field cannot be empty'}}`; not one of categories?unsigned=true, 'The value is not valid'.",
      attachment: CASE_FILES,
    },
  ),
  named(
    'CreateUnsignedCaseResponse',
    closed({ result: { type: 'string', description: 'The case number.' } }),
  ),
  formSchema(
    'CaseMessageRequest',
    "POST crm/cases/{id}/messages/ (designed): a customer's reply, optionally with files (0 to 6).",
    MESSAGE_FORM,
  ),
  named('CaseMessageResponse', closed({ data: { $ref: 'CaseMessage#' } })),
];
