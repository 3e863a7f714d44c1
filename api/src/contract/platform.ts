// The contract's schemas of platform (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { type ContractSchema, closed, named, arrayOf } from './schema';

export const platformSchemas: readonly ContractSchema[] = [
  named(
    'RemoteHealth',
    closed(
      {
        brand: { type: 'string' },
        remote: { type: 'string' },
        version: { type: 'string' },
        views: { type: 'number', description: 'Pages of this remote shown (first loads and route changes).' },
        errors: { type: 'number' },
        errorRate: { type: ['number', 'null'], description: 'Errors per view; null without views.' },
        p75: closed(
          {
            LCP: { type: ['number', 'null'] },
            INP: { type: ['number', 'null'] },
            CLS: { type: ['number', 'null'] },
            route_change: { type: ['number', 'null'] },
          },
          {
            description:
              '75th percentiles: LCP, INP and route changes in ms, CLS unitless; null without reports.',
          },
        ),
        counts: closed({
          LCP: { type: 'number' },
          INP: { type: 'number' },
          CLS: { type: 'number' },
          route_change: { type: 'number' },
        }),
        firstSeenMs: {
          type: 'number',
          description:
            'The first and the last report of this version in the window (ms since the epoch): when it started running.',
        },
        lastSeenMs: { type: 'number' },
      },
      { description: "One brand's remote at one version over the window asked for." },
    ),
  ),
  named('PlatformHealthResponse', closed({ hours: { type: 'number' }, remotes: arrayOf('RemoteHealth') })),
  named(
    'HealthResponse',
    closed(
      { status: { type: 'string', const: 'ok' } },
      { description: 'GET /health: the API answers (docs/operations.md).' },
    ),
  ),
  named(
    'OtlpLogsRequest',
    closed(
      {
        resourceLogs: {
          type: 'array',
          maxItems: 20,
          items: { type: 'object' },
          description:
            'What is inside is read field by field: records without the portal attributes are rejected.',
        },
      },
      {
        description:
          "POST /api/otlp/v1/logs: OTLP/HTTP JSON's ExportLogsServiceRequest, the portal's health reports.",
      },
    ),
  ),
  {
    $id: 'OtlpLogsResponse',
    type: 'object',
    properties: {
      partialSuccess: closed({
        rejectedLogRecords: {
          type: 'number',
          description: 'Records not taken (without the portal attributes).',
        },
        errorMessage: { type: 'string' },
      }),
    },
    additionalProperties: false,
    description:
      "POST /api/otlp/v1/logs: OTLP/HTTP's ExportLogsServiceResponse, empty when every record was taken.",
  },
];
