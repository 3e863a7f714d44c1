import type { Migration } from '../../core/db';

export const settingsMigrations: Migration[] = [
  {
    id: 'settings-001',
    sql: `CREATE TABLE maintenance (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      enabled INTEGER NOT NULL DEFAULT 0,
      start TEXT NOT NULL DEFAULT '',
      end TEXT NOT NULL DEFAULT ''
    );
    INSERT INTO maintenance (id, enabled) VALUES (1, 0);
    CREATE TABLE server_actions (
      id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL,
      route_path TEXT NOT NULL,
      btn_title TEXT NOT NULL,
      btn_description TEXT NOT NULL
    );
    CREATE TABLE server_elements (
      id INTEGER PRIMARY KEY,
      brand TEXT NOT NULL,
      page_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      group_name TEXT NOT NULL,
      priority INTEGER NOT NULL,
      html_block TEXT NOT NULL,
      block_height INTEGER NOT NULL,
      block_width INTEGER NOT NULL
    );
    CREATE INDEX server_elements_page ON server_elements(brand, page_id, priority);
    CREATE TABLE banners (
      brand TEXT NOT NULL,
      code TEXT NOT NULL,
      locale TEXT NOT NULL,
      banner TEXT NOT NULL,
      PRIMARY KEY (brand, code, locale)
    );`,
  },
  {
    // A dynamic page's title and description in each locale a brand writes them in (the side bar and the page's
    // heading follow the visitor's language; a locale without its own text shows the page's default one).
    id: 'settings-002',
    sql: `CREATE TABLE server_action_texts (
      action_id INTEGER NOT NULL REFERENCES server_actions(id),
      locale TEXT NOT NULL,
      btn_title TEXT NOT NULL,
      btn_description TEXT NOT NULL,
      PRIMARY KEY (action_id, locale)
    );`,
  },
  {
    // A dynamic page's blocks in each locale a brand writes them in, like its title (settings-002): the group name
    // and the HTML follow the visitor's language; a locale without its own text shows the block's default one.
    id: 'settings-003',
    sql: `CREATE TABLE server_element_texts (
      element_id INTEGER NOT NULL REFERENCES server_elements(id),
      locale TEXT NOT NULL,
      group_name TEXT NOT NULL,
      html_block TEXT NOT NULL,
      PRIMARY KEY (element_id, locale)
    );`,
  },
];
