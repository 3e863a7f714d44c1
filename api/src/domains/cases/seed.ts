// Case categories and the demo cases: the household customer has one case in each message state.
import type { Db } from '../../core/db';
import { storeFile } from '../../core/file-store';
import { simplePdf } from '../../core/pdf';

const SECTIONS: [number, string][] = [
  [1, 'Facturación'],
  [2, 'Contratos'],
  [3, 'Suministro'],
  [4, 'Otros'],
];
const CATEGORIES: [number, number, string, boolean][] = [
  [1, 1, 'Consulta sobre mi factura', true],
  [2, 2, 'Cambio de datos del contrato', false],
  [3, 3, 'Avería o corte de suministro', true],
  [4, 4, 'Información comercial', true],
  [5, 2, 'Baja del contrato', false],
  [6, 4, 'Otras consultas', true],
  [20, 3, 'Envío de lecturas', false],
];

const DEMO: {
  contract: string;
  category: number;
  subject: string;
  messages: [author: 'customer' | 'administrator', text: string, state: string, at: string][];
}[] = [
  {
    contract: '0010001',
    category: 1,
    subject: 'Importe de la factura de enero',
    messages: [
      [
        'customer',
        'La factura de enero es el doble de lo habitual.',
        'in_process',
        '2026-02-02T09:10:00.000Z',
      ],
      ['administrator', 'Hemos revisado la lectura y es correcta.', 'accepted', '2026-02-05T11:00:00.000Z'],
    ],
  },
  {
    contract: '0010001',
    category: 5,
    subject: 'Solicitud de baja',
    messages: [
      ['customer', 'Quiero dar de baja el contrato.', 'in_process', '2026-03-01T10:00:00.000Z'],
      ['administrator', 'No es posible: hay una permanencia vigente.', 'denied', '2026-03-03T16:20:00.000Z'],
    ],
  },
  {
    contract: '0020001',
    category: 2,
    subject: 'Cambio de titular',
    messages: [
      [
        'customer',
        'Quiero cambiar el titular del contrato de gas.',
        'in_process',
        '2026-04-10T08:30:00.000Z',
      ],
      [
        'administrator',
        'Necesitamos el DNI del nuevo titular.',
        'additional_information',
        '2026-04-11T12:00:00.000Z',
      ],
    ],
  },
  {
    contract: '0010001',
    category: 20,
    subject: 'Lectura de octubre',
    messages: [
      [
        'customer',
        'Envío la lectura del contador: 45.210 kWh.',
        'being_processed',
        '2026-10-31T19:45:00.000Z',
      ],
    ],
  },
  {
    contract: '0010001',
    category: 3,
    subject: 'Cortes de luz intermitentes',
    messages: [
      ['customer', 'Desde ayer hay cortes de luz cada hora.', 'in_process', '2026-11-15T07:50:00.000Z'],
    ],
  },
];

export function seedCases(db: Db): void {
  const section = db.prepare('INSERT INTO case_sections (id, name) VALUES (?, ?)');
  for (const row of SECTIONS) section.run(...row);
  const category = db.prepare(
    'INSERT INTO case_categories (id, section_id, name, unsigned) VALUES (?, ?, ?, ?)',
  );
  for (const [id, sectionId, name, unsigned] of CATEGORIES)
    category.run(id, sectionId, name, unsigned ? 1 : 0);

  const user = db.prepare('SELECT id FROM users WHERE username = ?').pluck().get('12345678Z') as number;
  const contractId = db.prepare('SELECT id FROM contracts WHERE name = ?').pluck();
  const insertCase = db.prepare(
    `INSERT INTO cases (user_id, contract_id, category_id, subject, description, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMessage = db.prepare(
    'INSERT INTO case_messages (case_id, author, text, state, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertFile = db.prepare('INSERT INTO case_files (case_id, message_id, file_id) VALUES (?, ?, ?)');
  for (const demo of DEMO) {
    const [first] = demo.messages;
    const last = demo.messages[demo.messages.length - 1];
    if (!first || !last) continue;
    const caseId = Number(
      insertCase.run(
        user,
        contractId.get(demo.contract),
        demo.category,
        demo.subject,
        first[1],
        last[2],
        first[3],
      ).lastInsertRowid,
    );
    const file = storeFile(
      db,
      user,
      {
        filename: `adjunto-${caseId}.pdf`,
        mimetype: 'application/pdf',
        data: simplePdf([demo.subject, first[1]]),
      },
      first[3],
    );
    insertFile.run(caseId, null, file);
    for (const [author, text, state, at] of demo.messages) insertMessage.run(caseId, author, text, state, at);
  }
}
