// POST /api/v1/signup/confirm (FormConfirm): the answer's render holds the backend errors or the body to show.
import { api } from '@portal/shared/http';
import type { SignUpRequest, SignUpResponse } from '@portal/shared/api-types';
import { cupsSuffixToSend, normalizeTaxId, phoneToSend, type SignUpValues } from '../schemas';

/**
 * The FormConfirm: the tax id without the ES prefix, the phone with +34; one acceptance box covers both the terms
 * and the privacy policy; optional fields are sent only when filled. (Normalised here, not in the schema: a
 * transform there would stop the e-mail comparison while another field is invalid.)
 */
export function signUpRequest(values: SignUpValues): SignUpRequest {
  return {
    nif: normalizeTaxId(values.nif),
    contract: values.contract,
    email: values.email,
    email2: values.email2,
    accept_conditions: values.accept,
    accept_gdpr: values.accept,
    ...(values.phone ? { phone: phoneToSend(values.phone) } : {}),
    ...(values.invoiceNumber ? { invoiceNumber: values.invoiceNumber } : {}),
    ...(values.cupsSuffix ? { cupsSuffix: cupsSuffixToSend(values.cupsSuffix) } : {}),
  };
}

export async function signUp(values: SignUpValues): Promise<SignUpResponse['render']> {
  const answer = await api.post<SignUpResponse>('signup/confirm', {
    json: signUpRequest(values),
    version: 1,
  });
  return answer.render;
}
