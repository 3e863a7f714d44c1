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

/** The dynamic pages' blocks in the other locales, by element id: [group name, HTML]. */
const ELEMENT_TEXTS: Record<number, Record<string, [string, string]>> = {
  1: {
    'ca-ES': ['Capçalera', '<h2>Promocions</h2><p>Descomptes per a clients.</p>'],
    'en-US': ['Header', '<h2>Promotions</h2><p>Discounts for customers.</p>'],
    'gl-ES': ['Cabeceira', '<h2>Promocións</h2><p>Descontos para clientes.</p>'],
    'fr-FR': ['En-tête', '<h2>Promotions</h2><p>Remises pour les clients.</p>'],
    'de-DE': ['Kopfzeile', '<h2>Aktionen</h2><p>Rabatte für Kunden.</p>'],
  },
  2: {
    'ca-ES': ['Ofertes', "<p>10 % en el terme d'energia a l'estiu.</p>"],
    'en-US': ['Offers', '<p>10% off the energy charge in summer.</p>'],
    'gl-ES': ['Ofertas', '<p>10 % no termo de enerxía no verán.</p>'],
    'fr-FR': ['Offres', "<p>10 % sur le terme d'énergie en été.</p>"],
    'de-DE': ['Angebote', '<p>10 % auf den Arbeitspreis im Sommer.</p>'],
  },
  3: {
    'ca-ES': ['Ofertes', '<p>Revisió gratuïta de la instal·lació.</p>'],
    'en-US': ['Offers', '<p>A free check of your installation.</p>'],
    'gl-ES': ['Ofertas', '<p>Revisión gratuíta da instalación.</p>'],
    'fr-FR': ['Offres', "<p>Vérification gratuite de l'installation.</p>"],
    'de-DE': ['Angebote', '<p>Kostenlose Prüfung der Installation.</p>'],
  },
  4: {
    'ca-ES': ['Consells', '<ul><li>Fes servir electrodomèstics eficients.</li></ul>'],
    'en-US': ['Tips', '<ul><li>Use efficient appliances.</li></ul>'],
    'gl-ES': ['Consellos', '<ul><li>Usa electrodomésticos eficientes.</li></ul>'],
    'fr-FR': ['Conseils', '<ul><li>Utilisez des appareils économes.</li></ul>'],
    'de-DE': ['Tipps', '<ul><li>Nutzen Sie sparsame Geräte.</li></ul>'],
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
  const elementText = db.prepare(
    'INSERT INTO server_element_texts (element_id, locale, group_name, html_block) VALUES (?, ?, ?, ?)',
  );
  for (const [id, texts] of Object.entries(ELEMENT_TEXTS)) {
    for (const [locale, [group, html]] of Object.entries(texts)) elementText.run(id, locale, group, html);
  }
  const banner = db.prepare('INSERT INTO banners (brand, code, locale, banner) VALUES (?, ?, ?, ?)');
  for (const [code, locales] of Object.entries(BANNERS)) {
    for (const [locale, html] of Object.entries(locales)) banner.run('default', code, locale, html);
  }
}
