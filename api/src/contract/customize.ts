// The contract's schemas of customize (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import { type ContractSchema, closed, named, dataListOf } from './schema';

export const customizeSchemas: readonly ContractSchema[] = [
  named(
    'ServerAction',
    closed(
      {
        id: { type: 'number' },
        route_path: { type: 'string' },
        btn_title: { type: 'string' },
        btn_description: { type: 'string' },
      },
      {
        description:
          'A dynamic page link (server action): GET ov_customize/html_dinamic_routes (v2), signed in.',
      },
    ),
  ),
  dataListOf('ServerActionsResponse', 'ServerAction'),
  named(
    'ServerElement',
    closed(
      {
        id: { type: 'number' },
        name: { type: 'string' },
        page_id: { type: 'number' },
        group_name: { type: 'string' },
        priority: { type: 'number' },
        html_block: { type: 'string' },
        block_height: { type: 'number' },
        block_width: { type: 'number' },
      },
      {
        description:
          'An HTML block of a dynamic page: GET ov_customize/html_dinamic_elements/{pageId} (v2), signed in.',
      },
    ),
  ),
  dataListOf('ServerElementsResponse', 'ServerElement'),
  named(
    'BannerResponse',
    closed(
      { banner: { type: 'string' } },
      {
        description:
          'GET banners/{code} (v2), in the Accept-Language locale; an unknown code answers an empty banner.',
      },
    ),
  ),
  named(
    'MaintenanceRequest',
    closed(
      { enabled: { type: 'boolean' }, start: { type: 'string' }, end: { type: 'string' } },
      {
        required: ['enabled'],
        description:
          "PUT /__admin__/maintenance (header X-Admin-Key): the reference API's run-time maintenance switch.",
      },
    ),
  ),
];
