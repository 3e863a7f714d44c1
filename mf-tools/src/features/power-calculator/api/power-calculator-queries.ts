// The calculator's lead (visitor-features §7 "POST /leads/potencia | cups, data | status OK on success"; §3 "Lead
// (power): cups, optimalPower, appliances (list with name, totalPower, enabled), area, numPersones, cofSimul"). No
// query: the calculation is local (formula.ts); the only call is this mutation. Keys kept for the template's shape.
import type { LeadOkResponse, PowerLeadRequest } from '@portal/shared/api-types';
import { api } from '@portal/shared/http';
import { useMutation } from '@tanstack/react-query';

export const powerCalculatorQueries = {
  all: () => ['tools', 'power-calculator'] as const,
};

/** Thrown when the lead call answered without status OK: the thank-you shows only after OK (§4). */
export class LeadNotAcceptedError extends Error {
  constructor() {
    super('The lead was not accepted');
    this.name = 'LeadNotAcceptedError';
  }
}

export function useSendPowerLead() {
  return useMutation({
    mutationKey: [...powerCalculatorQueries.all(), 'lead'],
    mutationFn: async (lead: PowerLeadRequest) => {
      const answer = await api.post<LeadOkResponse>('leads/potencia', { json: lead, version: 1 });
      if (answer.status !== 'OK') throw new LeadNotAcceptedError();
      return answer;
    },
  });
}
