import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { canChangeStay, STAY_STATUSES } from '#app/domain/booking/stays';
import type { StaySource, StayStatus } from '#app/domain/entities';
import { canMoveLead, LEAD_STAGES, type LeadStage } from '#app/domain/leads/stages';
import type { SqlDatabase } from '#app/server/db/sql-database.server';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { insertRental } from '#tests/helpers/fixtures';

/**
 * Each rule once (issue 27, item 2): the database accepts exactly the changes of a stay's status that
 * app/domain/booking/stays.ts declares, and exactly the moves of a lead's stage that app/domain/leads/stages.ts
 * declares — every pair tried on PGlite and PostgreSQL, as the database's owner (no row level security in
 * the way: only the rule itself can refuse). Keeping a status or a stage is no change and not tried.
 */

const SOURCES = ['website', 'staff', 'homeowner-block', 'maintenance', 'feed'] as const satisfies readonly StaySource[];
const BLOCK_STATUSES: readonly StayStatus[] = ['blocked', 'conflict', 'cancelled'];
/** The statuses a stay of each source may have at all (the stays table's own check). */
const statusesOf = (source: StaySource): readonly StayStatus[] =>
  source === 'website' || source === 'staff'
    ? STAY_STATUSES.filter((status) => status !== 'blocked' && status !== 'conflict')
    : BLOCK_STATUSES;

/** The refusal's SQLSTATE and constraint, or 'accepted'. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'accepted';
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    return `${e.code} ${e.constraint}`;
  }
}

describe.each(ENGINES)('the rules of stays and leads on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  let db: SqlDatabase;
  let rentalId: string;
  let feedId: string;
  // Every stay on nights of its own, so the no-double-booking constraint never answers for the rule.
  let nextNight: CalendarDate = parseCalendarDate('2031-01-05')!;

  beforeAll(async () => {
    db = database().db;
    rentalId = await insertRental(db, { title: 'Villa Rules', max_guests: 6, min_stay_days: 1 });
    const { rows } = await db.query<{ id: string }>(
      `insert into public.rental_feeds (rental_id, name, url) values ($1, 'Airbnb', 'https://example.com/rules.ics')
       returning id`,
      [rentalId],
    );
    feedId = rows[0]!.id;
  });

  async function insertStay(source: StaySource, status: StayStatus): Promise<string> {
    const checkIn = nextNight;
    nextNight = addDays(nextNight, 3);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.stays (rental_id, check_in, check_out, status, source, feed_id, external_uid,
                                 guest_name, guest_email, guests, option_expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        rentalId,
        checkIn,
        addDays(checkIn, 2),
        status,
        source,
        source === 'feed' ? feedId : null,
        source === 'feed' ? `${randomUUID()}@airbnb.com` : null,
        source === 'website' ? 'Grace Guest' : null,
        source === 'website' ? 'grace@example.com' : null,
        source === 'website' ? 2 : null,
        status === 'option' ? '2031-12-31T12:00:00Z' : null,
      ],
    );
    return rows[0]!.id;
  }

  it.each(SOURCES)('changes the status of a %s stay exactly as the domain’s table says', async (source) => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const from of statusesOf(source)) {
      for (const to of STAY_STATUSES) {
        if (to === from) continue;
        const id = await insertStay(source, from);
        const result = await outcome(() =>
          db.query(
            `update public.stays set status = $2,
               option_expires_at = case when $2 = 'option' then timestamptz '2031-12-31T12:00:00Z' else option_expires_at end
             where id = $1`,
            [id, to],
          ),
        );
        expected.push(
          `${from} → ${to}: ${canChangeStay(from, to, source) ? 'accepted' : '23514 stays_status_transition'}`,
        );
        actual.push(`${from} → ${to}: ${result}`);
      }
    }
    expect(actual).toEqual(expected);
    expect(actual.length).toBe(statusesOf(source).length * (STAY_STATUSES.length - 1));
  });

  it('stores a stay of each source in exactly the statuses the test assumes', async () => {
    for (const source of SOURCES) {
      for (const status of STAY_STATUSES) {
        const result = await outcome(() => insertStay(source, status));
        expect(result === 'accepted', `${source} ${status}: ${result}`).toBe(statusesOf(source).includes(status));
      }
    }
  });

  it('moves a lead’s stage exactly as the domain says', async () => {
    const expected: string[] = [];
    const actual: string[] = [];
    for (const from of LEAD_STAGES) {
      for (const to of LEAD_STAGES) {
        if (to === from) continue;
        const { rows } = await db.query<{ id: string }>(
          `insert into public.inquiries (name, email, message, source, stage, lost_reason)
           values ('Rule Lead', 'rules@example.com', 'Hello', 'contact', $1, $2) returning id`,
          [from, from === 'lost' ? 'Bought elsewhere' : null],
        );
        const result = await outcome(() =>
          db.query('update public.inquiries set stage = $2, lost_reason = $3 where id = $1', [
            rows[0]!.id,
            to,
            to === 'lost' ? 'Bought elsewhere' : null,
          ]),
        );
        expected.push(`${from} → ${to}: ${canMoveLead(from, to) ? 'accepted' : '23514 inquiries_stage_move'}`);
        actual.push(`${from} → ${to}: ${result}`);
      }
    }
    expect(actual).toEqual(expected);
  });

  it('knows exactly the lead stages the domain knows', async () => {
    const stages: LeadStage[] = [];
    for (const stage of ['new', 'contacted', 'qualified', 'won', 'lost', 'proposal', 'archived']) {
      const result = await outcome(() =>
        db.query(
          `insert into public.inquiries (name, email, message, source, stage, lost_reason)
           values ('Stage Lead', 'stages@example.com', 'Hello', 'contact', $1, $2)`,
          [stage, stage === 'lost' ? 'Bought elsewhere' : null],
        ),
      );
      if (result === 'accepted') stages.push(stage as LeadStage);
    }
    expect(stages).toEqual([...LEAD_STAGES]);
  });
});
