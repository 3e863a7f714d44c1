// The contracting configuration of a brand: the `contractation.*` settings (settings domain) without the prefix.
import { SETTINGS_DEFAULTS, type ContractingConfig } from '@portal/shared/api-types';
import type { AppConfig } from '../../core/config';
import { BRANDS, DEFAULT_BRAND } from '../settings/brands';

export function contractingConfig(brandHeader: unknown, config: AppConfig): ContractingConfig {
  const brand =
    BRANDS.get(typeof brandHeader === 'string' ? brandHeader : DEFAULT_BRAND) ?? BRANDS.get(DEFAULT_BRAND);
  const s = { ...SETTINGS_DEFAULTS, ...(brand?.settings(config) ?? {}) };
  return {
    requireLeadConsent: s['contractation.requireLeadConsent'],
    shouldCheckDNI: s['contractation.shouldCheckDNI'],
    shouldCheckMorosity: s['contractation.shouldCheckMorosity'],
    restrictCompanyVAT: s['contractation.restrictCompanyVAT'],
    selectComerOrigin: s['contractation.selectComerOrigin'],
    mustAcceptMorosityVerification: s['contractation.mustAcceptMorosityVerification'],
    invoiceRequired: s['contractation.invoiceRequired'],
    requireMarkChangeOwner: s['contractation.requireMarkChangeOwner'],
    requireDocumentation: s['contractation.requireDocumentation'],
    askPublicity: s['contractation.askPublicity'],
    'electricity.emailRequired': s['contractation.electricity.emailRequired'],
    'dual.isGasMandatory': s['contractation.dual.isGasMandatory'],
    businessHaltContractation: s['contractation.businessHaltContractation'],
    commsLanguage: s['contractation.commsLanguage'],
    defaultCnae: { id: 986, name: '9820' },
    defaultSelfconsCode: '00',
  };
}
