import type { LegalPage, LegalPageRow } from '#app/domain/privacy/pages';
import { eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';

const COLUMNS = ['page', 'body_en', 'body_fr', 'updated_at'] as const;

/**
 * The privacy notice's and the legal notice's texts (…_legal_pages.sql): everyone reads them; owners change
 * them (row level security refuses anyone else: the update then changes no row). An empty text is the
 * built-in one, so restoring the default is saving ''. Each write empties the public page cache
 * (backend/after-writes.server.ts: legal_pages is a public table).
 */
export function legalPageQueries(runner: QueryRunner) {
  async function write(page: LegalPage, bodyEn: string, bodyFr: string): Promise<boolean> {
    const result = await runner.run({
      kind: 'update',
      table: 'legal_pages',
      values: { body_en: bodyEn, body_fr: bodyFr },
      where: [eq('page', page)],
      returning: ['page'],
    });
    return result.rows.length === 1;
  }

  return {
    /** The page's saved texts ('' where the built-in text shows), or null if its row is missing. */
    async get(page: LegalPage): Promise<LegalPageRow | null> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'legal_pages',
        columns: COLUMNS,
        where: [eq('page', page)],
        single: true,
      } as SelectQuery<LegalPageRow>);
      return rows[0] ?? null;
    },

    /** Both pages' rows, for the admin page. */
    async list(): Promise<LegalPageRow[]> {
      const { rows } = await runner.run({
        kind: 'select',
        table: 'legal_pages',
        columns: COLUMNS,
        order: [{ column: 'page', ascending: false }],
      } as SelectQuery<LegalPageRow>);
      return rows;
    },

    /** Owners only: false when row level security refused it. */
    save: (page: LegalPage, bodyEn: string, bodyFr: string) => write(page, bodyEn, bodyFr),

    /** Owners only: the built-in text again, in both languages. */
    restoreDefault: (page: LegalPage) => write(page, '', ''),
  };
}
