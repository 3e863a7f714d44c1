// The contract's schemas of platform (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import type { ContractSchema } from './schema';

export const platformSchemas: readonly ContractSchema[] = [
  {
    $id: 'RemoteHealth',
    type: 'object',
    properties: {
      brand: { type: 'string' },
      remote: { type: 'string' },
      version: { type: 'string' },
      views: { type: 'number', description: 'Pages of this remote shown (first loads and route changes).' },
      errors: { type: 'number' },
      errorRate: { type: ['number', 'null'], description: 'Errors per view; null without views.' },
      p75: {
        type: 'object',
        properties: {
          LCP: { type: ['number', 'null'] },
          INP: { type: ['number', 'null'] },
          CLS: { type: ['number', 'null'] },
          route_change: { type: ['number', 'null'] },
        },
        required: ['LCP', 'INP', 'CLS', 'route_change'],
        additionalProperties: false,
        description:
          '75th percentiles: LCP, INP and route changes in ms, CLS unitless; null without reports.',
      },
      counts: {
        type: 'object',
        properties: {
          LCP: { type: 'number' },
          INP: { type: 'number' },
          CLS: { type: 'number' },
          route_change: { type: 'number' },
        },
        required: ['LCP', 'INP', 'CLS', 'route_change'],
        additionalProperties: false,
      },
      firstSeenMs: {
        type: 'number',
        description:
          'The first and the last report of this version in the window (ms since the epoch): when it started running.',
      },
      lastSeenMs: { type: 'number' },
    },
    required: [
      'brand',
      'remote',
      'version',
      'views',
      'errors',
      'errorRate',
      'p75',
      'counts',
      'firstSeenMs',
      'lastSeenMs',
    ],
    additionalProperties: false,
    description: "One brand's remote at one version over the window asked for.",
  },
  {
    $id: 'PlatformHealthResponse',
    type: 'object',
    properties: { hours: { type: 'number' }, remotes: { type: 'array', items: { $ref: 'RemoteHealth#' } } },
    required: ['hours', 'remotes'],
    additionalProperties: false,
  },
  {
    $id: 'HealthResponse',
    type: 'object',
    properties: { status: { type: 'string', const: 'ok' } },
    required: ['status'],
    additionalProperties: false,
    description: 'GET /health: the API answers (docs/operations.md).',
  },
  {
    $id: 'OtlpLogsRequest',
    type: 'object',
    properties: {
      resourceLogs: {
        type: 'array',
        maxItems: 20,
        items: { type: 'object' },
        description:
          'What is inside is read field by field: records without the portal attributes are rejected.',
      },
    },
    required: ['resourceLogs'],
    additionalProperties: false,
    description:
      "POST /api/otlp/v1/logs: OTLP/HTTP JSON's ExportLogsServiceRequest, the portal's health reports.",
  },
  {
    $id: 'OtlpLogsResponse',
    type: 'object',
    properties: {
      partialSuccess: {
        type: 'object',
        properties: {
          rejectedLogRecords: {
            type: 'number',
            description: 'Records not taken (without the portal attributes).',
          },
          errorMessage: { type: 'string' },
        },
        required: ['rejectedLogRecords', 'errorMessage'],
        additionalProperties: false,
      },
    },
    additionalProperties: false,
    description:
      "POST /api/otlp/v1/logs: OTLP/HTTP's ExportLogsServiceResponse, empty when every record was taken.",
  },
];
