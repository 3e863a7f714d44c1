// POST /api/v1/signup/confirm: a customer with a contract activates the online account. Bad input is a 400 with
// per-field errors (customer-area §5 "Sign-up"); a well-formed request that cannot be honoured answers 200 with
// `render.errors` (customer-area §4: "a list of backend errors in the response blocks completion").
// Issue 15 finding 5 ("sign-up says which tax id / contract pairs exist"): a pair that is not ours and a pair whose
// customer already has an online account get the same error, through the same work (one lookup, no write); failures
// are throttled by tax id and by client address like the login (429 `too_many_attempts`). Only a pair that can be
// activated answers otherwise, which the activation itself cannot avoid (it e-mails the address given).
// Issue 42 finding 4: an activation is used once. It changes nothing of the account: it mails a single-use "create
// your password" link to the address given (POST {auth}/user completes it, routes-register.ts), and while that link
// is unused and unexpired the same pair answers like any refused pair and changes nothing. Successes count in the
// throttle like failures.
// Issue 43 item 7: the form's first reading also asks the last six characters of the contract's CUPS (customer-area §5
// "Sign-up also asks contract number, invoice number, last 6 CUPS characters and phone in the first reading of the
// form"): optional, and when given it must match the contract's, or the answer is the same refusal as for a pair that
// is not ours.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SignUpRequest, SignUpResponse } from '@portal/shared/api-types';
import { isCompanyId, normalizeCups } from '@portal/shared/validation';
import { apiPaths } from '../../core/domain';
import { type FieldErrors, assertNoErrors } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { loginThrottle } from '../../core/throttle';
import { isBlank } from '../../core/text';
import { brandSetting } from '../settings/brands';
import { portalUrl } from '../../core/config';
import { newLinkToken, nowSeconds } from '../auth/links';
import { ref } from '../../contract';

const TEXTS = {
  es: {
    refused:
      'No podemos activar una cuenta con estos datos: el número de contrato y el NIF no coinciden con nuestros datos, o ya tienen una cuenta en línea (en ese caso, inicia sesión o recupera tu contraseña).',
    done: (e: string) =>
      `<p>¡Cuenta activada! Te hemos enviado un correo a <strong>${e}</strong> para crear tu contraseña.</p>`,
  },
  ca: {
    refused:
      'No podem activar un compte amb aquestes dades: el número de contracte i el NIF no coincideixen amb les nostres dades, o ja tenen un compte en línia (en aquest cas, inicia la sessió o recupera la contrasenya).',
    done: (e: string) =>
      `<p>Compte activat! T'hem enviat un correu a <strong>${e}</strong> per crear la contrasenya.</p>`,
  },
  en: {
    refused:
      'We cannot activate an account with these details: the contract number and tax id do not match our records, or they already have an online account (if so, log in or recover your password).',
    done: (e: string) =>
      `<p>Account activated! We have sent an e-mail to <strong>${e}</strong> to set your password.</p>`,
  },
  gl: {
    refused:
      'Non podemos activar unha conta con estes datos: o número de contrato e o NIF non coinciden cos nosos datos, ou xa teñen unha conta en liña (nese caso, inicia sesión ou recupera o teu contrasinal).',
    done: (e: string) =>
      `<p>Conta activada! Enviámosche un correo a <strong>${e}</strong> para crear o teu contrasinal.</p>`,
  },
  fr: {
    refused:
      'Nous ne pouvons pas activer de compte avec ces données : le numéro de contrat et le NIF ne correspondent pas à nos données, ou ils ont déjà un compte en ligne (dans ce cas, connectez-vous ou récupérez votre mot de passe).',
    done: (e: string) =>
      `<p>Compte activé ! Nous avons envoyé un e-mail à <strong>${e}</strong> pour créer votre mot de passe.</p>`,
  },
  de: {
    refused:
      'Mit diesen Daten können wir kein Konto aktivieren: Vertragsnummer und Steuernummer stimmen nicht mit unseren Daten überein, oder es besteht bereits ein Online-Konto (melden Sie sich dann an oder setzen Sie Ihr Passwort zurück).',
    done: (e: string) =>
      `<p>Konto aktiviert! Wir haben eine E-Mail an <strong>${e}</strong> gesendet, damit Sie Ihr Passwort erstellen.</p>`,
  },
};

/** The answer's texts in the request's language (the portal's six; Spanish otherwise). */
function texts(request: FastifyRequest) {
  const lang = request.headers['accept-language']?.slice(0, 2) ?? '';
  return lang in TEXTS ? TEXTS[lang as keyof typeof TEXTS] : TEXTS.es;
}

type SignUpSetting = 'signUp.invoiceNumberField' | 'signUp.phoneField' | 'signUp.personalIdsOnly';

/**
 * The brand's sign-up rules (customer-area §5): "invoice number required when enabled"; "phone when enabled";
 * "company ids not allowed where only personal id is accepted". The portal checks them before sending; the API holds
 * them for any client.
 */
export function brandRuleErrors(
  input: SignUpRequest,
  nif: string,
  setting: (key: SignUpSetting) => boolean | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  if (setting('signUp.invoiceNumberField') && isBlank(input.invoiceNumber))
    errors.invoiceNumber = MESSAGES.required;
  if (setting('signUp.phoneField') && isBlank(input.phone)) errors.phone = MESSAGES.required;
  if (setting('signUp.personalIdsOnly') && isCompanyId(nif)) errors.nif = MESSAGES.companyId;
  return errors;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const signupRoutes: FastifyPluginAsync = async (app) => {
  // Its own counts (a sign-up guess never locks the customer's login), with the login's limits.
  const throttle = loginThrottle(app.config.loginAttempts);
  const holder = app.db.prepare(
    `SELECT u.id, u.password_hash, c.cups FROM users u JOIN contracts c ON c.user_id = u.id WHERE c.name = ? AND u.vat = ? COLLATE NOCASE`,
  );
  const pending = app.db
    .prepare<
      [number, number],
      number
    >('SELECT 1 FROM activations WHERE user_id = ? AND used_at IS NULL AND expires_at > ?')
    .pluck();
  const activate = app.db.prepare(
    `INSERT INTO activations (user_id, email, mobile, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const record = app.db.prepare(
    `INSERT INTO password_requests (kind, user_id, email, created_at) VALUES ('activation', ?, ?, ?)`,
  );

  for (const url of apiPaths([1, 2], 'signup/confirm')) {
    app.post<{ Body: SignUpRequest }>(
      url,
      { schema: { response: { 200: ref('SignUpResponse') }, body: ref('SignUpRequest') } },
      async (request): Promise<SignUpResponse> => {
        const input = request.body;
        const nif = input.nif.trim().toUpperCase().replace(/^ES/, '');
        // Each field's own rule is declared (the contract's SignUpRequest); here, what depends on another field or on the brand.
        const errors: FieldErrors = {};
        if (input.email2.trim().toLowerCase() !== input.email.trim().toLowerCase())
          errors.email2 = MESSAGES.emailsDiffer;
        Object.assign(
          errors,
          brandRuleErrors(input, nif, (key) => brandSetting(request, key)),
        );
        const cupsSuffix = isBlank(input.cupsSuffix) ? undefined : normalizeCups(input.cupsSuffix ?? '');
        if (cupsSuffix !== undefined && !/^[0-9A-Z]{6}$/.test(cupsSuffix))
          errors.cupsSuffix = MESSAGES.cupsInvalid;
        if (input.accept_conditions !== true) errors.accept_conditions = MESSAGES.contractation;
        if (input.accept_gdpr !== true) errors.accept_gdpr = MESSAGES.contractation;
        assertNoErrors(errors);

        const t = texts(request);
        throttle.check(nif, request.ip);
        const user = holder.get(input.contract.trim(), nif) as
          | { id: number; password_hash: string | null; cups: string }
          | undefined;
        const cupsMatches = cupsSuffix === undefined || normalizeCups(user?.cups ?? '').endsWith(cupsSuffix);
        // Every attempt counts, a success too: repeating a real pair is no way around the limit.
        throttle.fail(nif, request.ip);
        if (!user || user.password_hash || !cupsMatches || pending.get(user.id, nowSeconds()) !== undefined) {
          return { render: { errors: [t.refused], body: '', format: 'html' } };
        }
        const email = input.email.trim();
        const link = newLinkToken();
        const now = new Date().toISOString();
        app.db.transaction(() => {
          activate.run(
            user.id,
            email,
            isBlank(input.phone) ? null : (input.phone ?? null),
            link.hash,
            now,
            nowSeconds() + app.config.confirmationTtlSeconds,
          );
          record.run(user.id, email, now);
        })();
        const url = `${portalUrl(app.config)}/activation?user=${encodeURIComponent(nif)}&activation=${link.token}`;
        const hours = Math.round(app.config.confirmationTtlSeconds / 3600);
        await app.mailer.send({
          to: email,
          subject: 'Create your password',
          text: `Your online account has been activated with this address. Create your password within ${hours} hours (the link works once):\n${url}\n\nIf you did not ask for it, ignore this message: no account is created.`,
        });
        return { render: { errors: [], body: t.done(escapeHtml(email)), format: 'html' } };
      },
    );
  }
};
