import type { CalendarDate } from '#app/domain/booking/dates';
import type { Season, SeasonInput } from '#app/domain/booking/seasons';
import type { RentalSeasonRow } from '#app/domain/entities';
import { asc, eq, gte, isIn, lt, type QueryRunner } from '#app/server/backend/query';
import { SEASON_COLUMNS } from '#app/server/backend/schema';
import { deleteOfRental, savedId, selectWith } from './shared.server';

/** A villa's seasons (dates, nightly rate, minimum stay, arrival days): visitors read them, staff edit them. */

export function seasonFromRow(row: RentalSeasonRow): Season {
  return {
    id: row.id,
    name: row.name,
    nameFr: row.name_fr ?? null,
    startDate: row.start_date as CalendarDate,
    endDate: row.end_date as CalendarDate,
    nightlyRate: row.nightly_rate,
    minNights: row.min_nights,
    arrivalDays: row.arrival_days && row.arrival_days.length > 0 ? row.arrival_days : null,
    festive: row.festive,
  };
}

export function seasonQueries(runner: QueryRunner) {
  const select = selectWith(runner);
  return {
    /** A villa's seasons, in date order (visitors see those of published villas). */
    async listSeasons(rentalId: string): Promise<Season[]> {
      const rows = await select<RentalSeasonRow>({
        table: 'rental_seasons',
        columns: SEASON_COLUMNS,
        where: [eq('rental_id', rentalId)],
        order: [asc('start_date'), asc('id')],
        range: { from: 0, to: 499 },
      });
      return rows.map(seasonFromRow);
    },

    /** The seasons of several villas (touching [from, to) when given), by villa, in date order. */
    async listSeasonsOfRentals(
      rentalIds: readonly string[],
      window?: { from: CalendarDate; to: CalendarDate },
    ): Promise<Map<string, Season[]>> {
      const byRental = new Map<string, Season[]>(rentalIds.map((id) => [id, []]));
      if (rentalIds.length === 0) return byRental;
      const rows = await select<RentalSeasonRow>({
        table: 'rental_seasons',
        columns: SEASON_COLUMNS,
        where: [
          isIn('rental_id', rentalIds),
          window && lt('start_date', window.to),
          window && gte('end_date', window.from),
        ],
        order: [asc('start_date'), asc('id')],
        range: { from: 0, to: 4_999 },
      });
      for (const row of rows) byRental.get(row.rental_id)?.push(seasonFromRow(row));
      return byRental;
    },

    /** Insert when `id` is null, else update; overlapping seasons are refused by the database (overlap). */
    async saveSeason(rentalId: string, id: string | null, season: SeasonInput): Promise<string> {
      const values = {
        rental_id: rentalId,
        name: season.name,
        name_fr: season.nameFr ?? null,
        start_date: season.startDate,
        end_date: season.endDate,
        nightly_rate: season.nightlyRate,
        min_nights: season.minNights,
        arrival_days: season.arrivalDays && season.arrivalDays.length > 0 ? season.arrivalDays : null,
        festive: season.festive,
      };
      const result = id
        ? await runner.run({
            kind: 'update',
            table: 'rental_seasons',
            values,
            where: [eq('id', id), eq('rental_id', rentalId)],
            returning: ['id'],
          })
        : await runner.run({ kind: 'insert', table: 'rental_seasons', values, returning: ['id'] });
      return savedId(result.rows[0]?.id, 'rental_seasons', 'season');
    },

    deleteSeason: (rentalId: string, id: string) => deleteOfRental(runner, 'rental_seasons', rentalId, id),
  };
}
