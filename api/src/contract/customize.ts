// The contract's schemas of customize (bodies and answers), published in openapi.json and the source of
// @portal/shared/api-types (generated.ts). Descriptions are the spec's words.
import type { ContractSchema } from './schema';

export const customizeSchemas: readonly ContractSchema[] = [
  {
    $id: 'ServerAction',
    type: 'object',
    properties: {
      id: { type: 'number' },
      route_path: { type: 'string' },
      btn_title: { type: 'string' },
      btn_description: { type: 'string' },
    },
    required: ['id', 'route_path', 'btn_title', 'btn_description'],
    additionalProperties: false,
    description: 'A dynamic page link (server action): GET ov_customize/html_dinamic_routes (v2), signed in.',
  },
  {
    $id: 'ServerActionsResponse',
    type: 'object',
    properties: { data: { type: 'array', items: { $ref: 'ServerAction#' } } },
    required: ['data'],
    additionalProperties: false,
  },
  {
    $id: 'ServerElement',
    type: 'object',
    properties: {
      id: { type: 'number' },
      name: { type: 'string' },
      page_id: { type: 'number' },
      group_name: { type: 'string' },
      priority: { type: 'number' },
      html_block: { type: 'string' },
      block_height: { type: 'number' },
      block_width: { type: 'number' },
    },
    required: [
      'id',
      'name',
      'page_id',
      'group_name',
      'priority',
      'html_block',
      'block_height',
      'block_width',
    ],
    additionalProperties: false,
    description:
      'An HTML block of a dynamic page: GET ov_customize/html_dinamic_elements/{pageId} (v2), signed in.',
  },
  {
    $id: 'ServerElementsResponse',
    type: 'object',
    properties: { data: { type: 'array', items: { $ref: 'ServerElement#' } } },
    required: ['data'],
    additionalProperties: false,
  },
  {
    $id: 'BannerResponse',
    type: 'object',
    properties: { banner: { type: 'string' } },
    required: ['banner'],
    additionalProperties: false,
    description:
      'GET banners/{code} (v2), in the Accept-Language locale; an unknown code answers an empty banner.',
  },
  {
    $id: 'MaintenanceRequest',
    type: 'object',
    properties: { enabled: { type: 'boolean' }, start: { type: 'string' }, end: { type: 'string' } },
    required: ['enabled'],
    additionalProperties: false,
    description:
      "PUT /__admin__/maintenance (header X-Admin-Key): the reference API's run-time maintenance switch.",
  },
];
