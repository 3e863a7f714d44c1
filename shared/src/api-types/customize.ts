// Brand customisation calls beside the settings: dynamic server pages, banners, and the API's maintenance switch.

/** A dynamic page link (server action): GET ov_customize/html_dinamic_routes (v2), signed in. */
export interface ServerAction {
  id: number;
  route_path: string;
  btn_title: string;
  btn_description: string;
}
export interface ServerActionsResponse {
  data: ServerAction[];
}

/** An HTML block of a dynamic page: GET ov_customize/html_dinamic_elements/{pageId} (v2), signed in. */
export interface ServerElement {
  id: number;
  name: string;
  page_id: number;
  group_name: string;
  priority: number;
  html_block: string;
  block_height: number;
  block_width: number;
}
export interface ServerElementsResponse {
  data: ServerElement[];
}

/** GET banners/{code} (v2), in the Accept-Language locale; an unknown code answers an empty banner. */
export interface BannerResponse {
  banner: string;
}

/** PUT /__admin__/maintenance (header X-Admin-Key): the reference API's run-time maintenance switch. */
export interface MaintenanceRequest {
  enabled: boolean;
  start?: string;
  end?: string;
}
