// Dynamic pages and banners of the default brand (the lite brand has none: its dynamic page shows the logo).
import type { Db } from '../../core/db';

const BANNERS: Record<string, Record<string, string>> = {
  home: {
    'es-ES': '<p><strong>Nuevo:</strong> consulta tu consumo por horas.</p>',
    'ca-ES': '<p><strong>Nou:</strong> consulta el teu consum per hores.</p>',
    'en-US': '<p><strong>New:</strong> see your hourly consumption.</p>',
    'gl-ES': '<p><strong>Novo:</strong> consulta o teu consumo por horas.</p>',
    'fr-FR': '<p><strong>Nouveau :</strong> consultez votre consommation horaire.</p>',
    'de-DE': '<p><strong>Neu:</strong> sehen Sie Ihren stündlichen Verbrauch.</p>',
  },
  invoices: {
    'es-ES': '<p>Paga tus facturas pendientes con tarjeta.</p>',
    'ca-ES': '<p>Paga les teves factures pendents amb targeta.</p>',
    'en-US': '<p>Pay your pending invoices by card.</p>',
    'gl-ES': '<p>Paga as túas facturas pendentes con tarxeta.</p>',
    'fr-FR': '<p>Payez vos factures en attente par carte.</p>',
    'de-DE': '<p>Bezahlen Sie offene Rechnungen mit Karte.</p>',
  },
};

/** The dynamic pages' titles and descriptions per locale (es-ES is the page's own text). */
const ACTION_TEXTS: Record<number, Record<string, [title: string, description: string]>> = {
  1: {
    'ca-ES': ['Promocions', 'Ofertes vigents per a clients'],
    'en-US': ['Promotions', 'Current offers for customers'],
    'gl-ES': ['Promocións', 'Ofertas vixentes para clientes'],
    'fr-FR': ['Promotions', 'Offres en cours pour les clients'],
    'de-DE': ['Aktionen', 'Aktuelle Angebote für Kunden'],
  },
  2: {
    'ca-ES': ['Eficiència energètica', 'Consells per estalviar energia'],
    'en-US': ['Energy efficiency', 'Tips to save energy'],
    'gl-ES': ['Eficiencia enerxética', 'Consellos para aforrar enerxía'],
    'fr-FR': ['Efficacité énergétique', "Conseils pour économiser l'énergie"],
    'de-DE': ['Energieeffizienz', 'Tipps zum Energiesparen'],
  },
};

export function seedSettings(db: Db): void {
  const action = db.prepare(
    'INSERT INTO server_actions (id, brand, route_path, btn_title, btn_description) VALUES (?, ?, ?, ?, ?)',
  );
  action.run(1, 'default', 'promociones', 'Promociones', 'Ofertas vigentes para clientes');
  action.run(2, 'default', 'eficiencia', 'Eficiencia energética', 'Consejos para ahorrar energía');
  const actionText = db.prepare(
    'INSERT INTO server_action_texts (action_id, locale, btn_title, btn_description) VALUES (?, ?, ?, ?)',
  );
  for (const [id, texts] of Object.entries(ACTION_TEXTS)) {
    for (const [locale, [title, description]] of Object.entries(texts))
      actionText.run(id, locale, title, description);
  }
  const element = db.prepare(
    `INSERT INTO server_elements (id, brand, page_id, name, group_name, priority, html_block, block_height, block_width)
     VALUES (?, 'default', ?, ?, ?, ?, ?, ?, ?)`,
  );
  element.run(
    1,
    1,
    'Bienvenida',
    'Cabecera',
    1,
    '<h2>Promociones</h2><p>Descuentos para clientes.</p>',
    120,
    12,
  );
  element.run(2, 1, 'Oferta verano', 'Ofertas', 1, '<p>10 % en el término de energía en verano.</p>', 200, 6);
  element.run(3, 1, 'Oferta invierno', 'Ofertas', 2, '<p>Revisión gratuita de la instalación.</p>', 200, 6);
  element.run(
    4,
    2,
    'Consejos',
    'Consejos',
    1,
    '<ul><li>Usa electrodomésticos eficientes.</li></ul>',
    240,
    12,
  );
  const banner = db.prepare('INSERT INTO banners (brand, code, locale, banner) VALUES (?, ?, ?, ?)');
  for (const [code, locales] of Object.entries(BANNERS)) {
    for (const [locale, html] of Object.entries(locales)) banner.run('default', code, locale, html);
  }
}
