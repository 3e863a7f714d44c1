// Step 2 of the FormConfirm (visitor-features §7): "cups, owner (company: type J, name, juridic_vat, rep_*; person:
// type F, fisic_vat, first_name, surname1, surname2; optional changeOwner), owner_address{different_address, state,
// municipi, poblacio, tv, nv, pnp, bq, es, pt, pu, zip, aclarador, mobile, email, ref_catastral}, cif, commsLanguage,
// nif_faceup, nif_facedown". The invoice address (when it differs) goes with its hint and its cadastral reference
// (normalised, lib/address.ts), as the supply point's. The CUPS goes as the supply point step sent it, an address naming it (`{name}`): the
// API merges it into the address step 1 stored (a plain string would be a 400, issue 41 item 1).
import type { LeadRequest } from '@portal/shared/api-types';
import { addressLead } from '../../lib/address';
import { isCompanyVat, mobileToSend, normalizeVat, type PersonValues } from './schemas';

export function personLead(values: PersonValues, cups: string, leadId: number): LeadRequest {
  const company = isCompanyVat(values.vat);
  const changeOwner = values.changeOwner === '' ? {} : { changeOwner: values.changeOwner === 'yes' };
  const [front, back] = values.nifFaceup;
  return {
    step: 2,
    lead_id: leadId,
    cups: { name: cups },
    owner: company
      ? {
          type: 'J',
          name: values.name,
          juridic_vat: normalizeVat(values.vat),
          rep_vat: normalizeVat(values.vatRepresentante),
          rep_name: values.nameRepresentante,
          rep_surname1: values.surName1Representante,
          rep_surname2: values.surName2Representante,
          ...changeOwner,
        }
      : {
          type: 'F',
          fisic_vat: normalizeVat(values.vat),
          first_name: values.name,
          surname1: values.surName1,
          surname2: values.surName2,
          ...changeOwner,
        },
    owner_address: {
      different_address: !values.sameInvoiceAddress,
      mobile: mobileToSend(values.mobile),
      email: values.email,
      ...(values.sameInvoiceAddress
        ? {}
        : {
            ...addressLead(values.ownerAddress),
            zip: values.ownerAddress.dp,
          }),
    },
    ...(company ? { cif: values.nifEmpresa } : {}),
    ...(values.commsLanguage ? { commsLanguage: values.commsLanguage } : {}),
    ...(company ? {} : { nif_faceup: front ? [front] : [], nif_facedown: back ? [back] : [] }),
  };
}
