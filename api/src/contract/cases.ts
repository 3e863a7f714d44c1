// The contract's schemas of cases (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { dataListOf, pageOf, type ContractSchema } from './schema';

export const casesSchemas: readonly ContractSchema[] = [
  {
    $id: 'CaseState',
    type: 'string',
    enum: ['accepted', 'denied', 'additional_information', 'being_processed', 'in_process'],
    description:
      'accepted, denied, additional information needed, being processed, in process (customer-area §4).',
  },
  {
    $id: 'CaseCategory',
    type: 'object',
    properties: { id: { type: 'number' }, name: { type: 'string' } },
    required: ['id', 'name'],
    additionalProperties: false,
  },
  dataListOf(
    'CaseCategoryListResponse',
    'CaseCategory',
    'GET crm/cases/categories/ (signed in) or crm/cases/categories/?unsigned=true (visitors).',
  ),
  dataListOf('CaseSectionListResponse', 'CaseCategory', 'GET crm/cases/sections/ (designed).'),
  {
    $id: 'CaseAttachment',
    type: 'object',
    properties: {
      id: { type: 'number' },
      name: { type: 'string' },
      created_date: { type: 'string', description: 'ISO date-time.' },
      size: { type: 'number' },
      size_text: { type: 'string' },
      file: {
        type: 'string',
        description: 'GET crm/cases/{caseId}/attachments/{id}/ downloads it (designed).',
      },
    },
    required: ['id', 'name', 'created_date', 'size', 'size_text', 'file'],
    additionalProperties: false,
  },
  {
    $id: 'CaseMessage',
    type: 'object',
    properties: {
      id: { type: 'number' },
      author: {
        type: 'string',
        enum: ['customer', 'administrator'],
        description: "'administrator' is the only other author shown (customer-area §6).",
      },
      text: { type: 'string' },
      state: { $ref: 'CaseState#' },
      created_date: { type: 'string' },
      attachments: { type: 'array', items: { $ref: 'CaseAttachment#' } },
    },
    required: ['id', 'author', 'text', 'state', 'created_date', 'attachments'],
    additionalProperties: false,
  },
  {
    $id: 'CaseSummary',
    type: 'object',
    properties: {
      id: { type: 'number' },
      number: { type: 'string', description: 'Case number shown to the customer, e.g. CAS-000001.' },
      section: { $ref: 'CaseCategory#' },
      category: { $ref: 'CaseCategory#' },
      contract: {
        anyOf: [
          {
            type: 'object',
            properties: { id: { type: 'number' }, name: { type: 'string' } },
            required: ['id', 'name'],
            additionalProperties: false,
          },
          { type: 'null' },
        ],
      },
      subject: { type: 'string' },
      state: { $ref: 'CaseState#' },
      created_date: { type: 'string' },
      updated_date: {
        type: 'string',
        description:
          'ISO date-time of its latest message (its creation when it has none): when it last changed (designed).',
      },
    },
    required: [
      'id',
      'number',
      'section',
      'category',
      'contract',
      'subject',
      'state',
      'created_date',
      'updated_date',
    ],
    additionalProperties: false,
  },
  pageOf('CaseListResponse', 'CaseSummary', {
    description: 'GET crm/cases/?offset&limit[&state] (designed): newest first.',
  }),
  {
    $id: 'CaseDetail',
    type: 'object',
    properties: {
      id: { type: 'number' },
      number: { type: 'string', description: 'Case number shown to the customer, e.g. CAS-000001.' },
      section: { $ref: 'CaseCategory#' },
      category: { $ref: 'CaseCategory#' },
      contract: {
        anyOf: [
          {
            type: 'object',
            properties: { id: { type: 'number' }, name: { type: 'string' } },
            required: ['id', 'name'],
            additionalProperties: false,
          },
          { type: 'null' },
        ],
      },
      subject: { type: 'string' },
      state: { $ref: 'CaseState#' },
      created_date: { type: 'string' },
      updated_date: {
        type: 'string',
        description:
          'ISO date-time of its latest message (its creation when it has none): when it last changed (designed).',
      },
      description: { type: 'string' },
      attachments: { type: 'array', items: { $ref: 'CaseAttachment#' } },
      messages: { type: 'array', items: { $ref: 'CaseMessage#' } },
    },
    required: [
      'attachments',
      'category',
      'contract',
      'created_date',
      'description',
      'id',
      'messages',
      'number',
      'section',
      'state',
      'subject',
      'updated_date',
    ],
    additionalProperties: false,
    description: 'GET crm/cases/{id}/ (designed).',
  },
  {
    $id: 'CaseDetailResponse',
    type: 'object',
    properties: { data: { $ref: 'CaseDetail#' } },
    required: ['data'],
    additionalProperties: false,
  },
  {
    $id: 'CreateCaseRequest',
    type: 'object',
    properties: {
      polissa_id: { type: ['number', 'string'] },
      category: { type: ['number', 'string'] },
      subject: { type: 'string' },
      description: { type: 'string' },
    },
    required: ['polissa_id', 'category', 'subject', 'description'],
    additionalProperties: false,
    description:
      'POST crm/cases/ (multipart, or JSON with `attachment` as data-URL files `{name, content}`): 1 to 6 files.',
  },
  {
    $id: 'CreateCaseResponse',
    type: 'object',
    properties: { id: { type: 'number' } },
    required: ['id'],
    additionalProperties: false,
  },
  {
    $id: 'CreateUnsignedCaseRequest',
    type: 'object',
    properties: {
      email: { type: 'string' },
      mobile: { type: 'string' },
      category: { type: ['number', 'string'] },
      subject: { type: 'string' },
      description: { type: 'string' },
    },
    required: ['email', 'mobile', 'category', 'subject', 'description'],
    additionalProperties: false,
    description: 'POST crm/unsigned/ (visitors): the same plus email and mobile.',
  },
  {
    $id: 'CreateUnsignedCaseResponse',
    type: 'object',
    properties: { result: { type: 'string', description: 'The case number.' } },
    required: ['result'],
    additionalProperties: false,
  },
  {
    $id: 'CaseMessageRequest',
    type: 'object',
    properties: { text: { type: 'string' } },
    required: ['text'],
    additionalProperties: false,
    description:
      "POST crm/cases/{id}/messages/ (designed): a customer's reply, optionally with files (0 to 6).",
  },
  {
    $id: 'CaseMessageResponse',
    type: 'object',
    properties: { data: { $ref: 'CaseMessage#' } },
    required: ['data'],
    additionalProperties: false,
  },
];
