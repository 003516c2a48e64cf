/**
 * The `media` rows through the backend port (query descriptions, both executors): what the media store
 * holds, as staff see it. Row level security lets staff manage them and nobody else read them; the orphan
 * sweep reads the hashes as the service role.
 */
import type { MediaRow, MediaUse } from '#app/domain/media/media';
import { BackendError, asc, desc, eq, gt, type QueryRunner } from '#app/server/backend/query';
import { MEDIA_COLUMNS } from '#app/server/backend/schema';
import { likePattern } from '#app/server/backend/sql-compiler';

export type NewMedia = Omit<MediaRow, 'created_at' | 'created_by'>;

export const MEDIA_PAGE_SIZE = 24;

/** What the media list asks for: a search text, only the unused ones, a page. */
export interface MediaListQuery {
  search?: string;
  unused?: boolean;
  page?: number;
  pageSize?: number;
}
/** Below PostgREST's default max-rows (1000), so every page comes back whole. */
const HASH_PAGE = 1000;

export function mediaQueries(runner: QueryRunner) {
  async function getMedia(hash: string): Promise<MediaRow | null> {
    const { rows } = await runner.run<MediaRow>({
      kind: 'select',
      table: 'media',
      columns: MEDIA_COLUMNS,
      where: [eq('hash', hash)],
      single: true,
    });
    return rows[0] ?? null;
  }

  return {
    getMedia,

    /**
     * Records a stored image. The same photo again (same hash) is the same row: the insert's unique
     * violation counts as success and the row already there is returned (`duplicate: true`).
     */
    async addMedia(input: NewMedia): Promise<{ media: MediaRow; duplicate: boolean }> {
      try {
        const { rows } = await runner.run({
          kind: 'insert',
          table: 'media',
          values: { ...input, widths: [...input.widths] },
          returning: MEDIA_COLUMNS,
        });
        const media = (rows[0] as unknown as MediaRow | undefined) ?? (await getMedia(input.hash));
        if (!media) throw new BackendError('unknown', `The media row ${input.hash} was not returned`);
        return { media, duplicate: false };
      } catch (error) {
        if (!(error instanceof BackendError && error.code === 'unique')) throw error;
        const existing = await getMedia(input.hash);
        if (!existing) throw error;
        return { media: existing, duplicate: true };
      }
    },

    /**
     * A page of stored images, newest first: those whose file name — or the alt text they carry where a
     * listing or post uses them — contains `search`; only those nothing uses with `unused`. Always through
     * the staff function `admin_media_library` (an empty search lists all): the media table has no `id`
     * for the SQL executor's deep-page plan, and staff are the only readers anyway.
     */
    async listMedia({
      search = '',
      unused = false,
      page = 1,
      pageSize = MEDIA_PAGE_SIZE,
    }: MediaListQuery = {}): Promise<{
      rows: MediaRow[];
      total: number;
    }> {
      const from = (Math.max(1, Math.floor(page)) - 1) * pageSize;
      const { rows, count } = await runner.run<MediaRow>({
        kind: 'select',
        table: 'media',
        columns: MEDIA_COLUMNS,
        source: { fn: 'admin_media_library', args: { p_pattern: likePattern(search.trim()), p_unused: unused } },
        order: [desc('created_at'), desc('hash')],
        range: { from, to: from + pageSize - 1 },
        count: true,
      });
      return { rows, total: count ?? rows.length };
    },

    /** Where each of these stored images is used (every stored image when none are given). */
    async mediaUsage(hashes?: readonly string[]): Promise<MediaUse[]> {
      if (hashes && hashes.length === 0) return [];
      const { rows } = await runner.run({
        kind: 'rpc',
        fn: 'media_usage',
        args: hashes ? { p_hashes: [...hashes] } : {},
      });
      return rows as unknown as MediaUse[];
    },

    /** Deletes a stored image's row; false when there was none (or it may not be deleted). */
    async deleteMediaRow(hash: string): Promise<boolean> {
      const { rows } = await runner.run({
        kind: 'delete',
        table: 'media',
        where: [eq('hash', hash)],
        returning: ['hash'],
      });
      return rows.length > 0;
    },

    /** Every stored image's hash (the orphan sweep), page by page in hash order. */
    async listMediaHashes(): Promise<string[]> {
      const hashes: string[] = [];
      for (;;) {
        const last = hashes[hashes.length - 1];
        const { rows } = await runner.run<Pick<MediaRow, 'hash'>>({
          kind: 'select',
          table: 'media',
          columns: ['hash'],
          where: [last !== undefined && gt('hash', last)],
          order: [asc('hash')],
          // Always the first range (keyset paging): no deep-page plan, no skipped rows.
          range: { from: 0, to: HASH_PAGE - 1 },
        });
        hashes.push(...rows.map((row) => row.hash));
        if (rows.length < HASH_PAGE) return hashes;
      }
    },
  };
}
