// The new request: POST crm/cases/ as every signed-in case form sends it (lib/create-case.ts).
export { useCreateCase as useCreateRequest } from '../../../lib/create-case';
