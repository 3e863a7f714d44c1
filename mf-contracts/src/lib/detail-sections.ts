// The anchors of the contract detail's own sections (`/contracts/electricity/0010001#attachments`, customer-area §2
// "#hash"); the detail scrolls to the one the hash names with `useScrollToHash` from @portal/shared/routes.
export const DETAIL_SECTION_IDS = {
  data: 'contract-data',
  contact: 'contact-data',
  changes: 'changes',
  supplyPoint: 'supply-point',
  services: 'services',
  attachments: 'attachments',
} as const;
