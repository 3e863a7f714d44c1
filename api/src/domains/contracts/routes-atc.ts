// Customer-service (ATC) complaints: GET atc/tipus, GET atc/tipus/{type}/subtipus, POST contracts/{contract}/atc/
// (multipart or JSON with a data-URL `attachment`). Types and subtypes are the retailer's fixed catalogue, named in
// the request's language (atc-names.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { AtcResponse, AtcType, AtcTypeListResponse } from '@portal/shared/api-types';
import { requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { type FieldErrors, assertNoErrors, notFound } from '../../core/errors';
import { storeFile } from '../../core/file-store';
import { readForm } from '../../core/files';
import { langOf, nameIn } from '../../core/lang';
import { MESSAGES } from '../../core/messages';
import { ATC_NAMES } from './atc-names';
import { contractPost } from './contract-post';
import { contractRepository } from './repository';
import { requestStore } from './requests';
import { ATC_FORM, ref } from '../../contract';

export const ATC_TYPES: readonly (AtcType & { subtypes: AtcType[] })[] = [
  {
    id: 'R1',
    name: 'Facturación',
    subtypes: [
      { id: 'R1-01', name: 'Disconformidad con el importe' },
      { id: 'R1-02', name: 'Lectura incorrecta' },
      { id: 'R1-03', name: 'Cobro indebido' },
    ],
  },
  {
    id: 'R2',
    name: 'Contratación',
    subtypes: [
      { id: 'R2-01', name: 'Cambio no solicitado' },
      { id: 'R2-02', name: 'Condiciones contractuales' },
    ],
  },
  {
    id: 'R3',
    name: 'Suministro',
    subtypes: [
      { id: 'R3-01', name: 'Cortes de suministro' },
      { id: 'R3-02', name: 'Calidad del suministro' },
      { id: 'R3-03', name: 'Daños en aparatos' },
    ],
  },
  {
    id: 'R4',
    name: 'Atención al cliente',
    subtypes: [
      { id: 'R4-01', name: 'Tiempo de respuesta' },
      { id: 'R4-02', name: 'Trato recibido' },
    ],
  },
];

export const atcRoutes: FastifyPluginAsync = async (app) => {
  const contracts = contractRepository(app.db);
  const requests = requestStore(app.db);

  for (const url of apiPaths([1, 2], 'atc/tipus')) {
    app.get(
      url,
      { schema: { response: { 200: ref('AtcTypeListResponse') } }, preValidation: requireUser },
      async (request): Promise<AtcTypeListResponse> => {
        const lang = langOf(request);
        return { data: ATC_TYPES.map(({ id, name }) => nameIn(ATC_NAMES, { id, name }, lang)) };
      },
    );
  }
  for (const url of apiPaths([1, 2], 'atc/tipus/:type/subtipus')) {
    app.get<{ Params: { type: string } }>(
      url,
      {
        preValidation: requireUser,
        schema: {
          response: { 200: ref('AtcTypeListResponse') },
          params: ref('AtcTypeParams'),
        },
      },
      async (request): Promise<AtcTypeListResponse> => {
        const type = ATC_TYPES.find((t) => t.id === request.params.type);
        if (!type) throw notFound();
        const lang = langOf(request);
        return { data: type.subtypes.map((subtype) => nameIn(ATC_NAMES, subtype, lang)) };
      },
    );
  }

  contractPost(
    app,
    contracts,
    {
      versions: [1, 2],
      path: 'contracts/:contract/atc',
      param: 'contract',
      params: 'AtcContractParams',
      response: 'AtcResponse',
      body: ref('AtcRequest'),
    },
    async ({ uid, row, request }): Promise<AtcResponse> => {
      const form = await readForm(request, ATC_FORM);
      const { tipus, subtipus, comments } = form.fields;
      const errors: FieldErrors = {};
      // The catalogue's ids: a type of the list, a subtype of that type.
      const type = ATC_TYPES.find((t) => t.id === tipus);
      if (!type) errors.tipus = MESSAGES.invalid;
      else if (!type.subtypes.some((s) => s.id === subtipus)) errors.subtipus = MESSAGES.invalid;
      if (
        form.fields.contract !== undefined &&
        form.fields.contract !== row.name &&
        String(form.fields.contract) !== String(row.id)
      )
        errors.contract = MESSAGES.invalid;
      assertNoErrors(errors);
      const fileIds = form.files.map((file) => storeFile(app.db, uid, file));
      const id = requests.create(row.id, 'atc', false, { tipus, subtipus, comments, files: fileIds });
      return { result: `ATC-${String(id).padStart(6, '0')}` };
    },
  );
};
