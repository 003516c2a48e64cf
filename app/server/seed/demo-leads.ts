import type { LeadMessageRow } from '#app/domain/entities';
import type { LeadPipeline } from '#app/domain/leads/lead';
import type { LeadStage } from '#app/domain/leads/stages';

/**
 * The demo inquiries as leads (issue 17, item 2): every stage, lost leads with their reasons, follow-ups
 * (some overdue for a good while, some still ahead) and arrival dates spread over the 26 weeks before the
 * demo's "now" (late November 2026), so the inbox's filters and the dashboard's figures have something to
 * show. Dates are fixed like the rest of the demo content (stable tests and screenshots): as time passes,
 * more follow-ups become overdue, which is what a neglected demo inbox would look like.
 *
 * No lead is assigned: the seed runs before anyone has an account (staff_members rows belong to sign-in
 * accounts), and a demo colleague without a password would be a member nobody can be. 'Assign to me' is one
 * click away in the back office.
 */

export type DemoLead = LeadMessageRow & LeadPipeline;

const DAY = 86_400_000;
const later = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * DAY).toISOString();

/** How long after its arrival a demo lead reached its stage. */
const DAYS_TO_STAGE: Record<LeadStage, number> = { new: 0, contacted: 1, qualified: 6, lost: 12, won: 21 };

function pipeline(
  createdAt: string,
  stage: LeadStage,
  followUpOn: string | null = null,
  lostReason: string | null = null,
): LeadPipeline {
  return {
    stage,
    lost_reason: stage === 'lost' ? lostReason : null,
    assigned_to: null,
    follow_up_on: followUpOn,
    stage_changed_at: later(createdAt, DAYS_TO_STAGE[stage]),
  };
}

/** The pipeline of the six original demo inquiries, by id (their texts stay in demo-content.ts). */
const FIRST_SIX: Record<string, [LeadStage, string | null, string | null]> = {
  // Charlotte Dubois: just arrived.
  'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c01': ['new', null, null],
  // James Whitaker: should have been called back by now.
  'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c02': ['new', '2026-11-20', null],
  // Sofia Marquez: management packages sent, waiting for her answer.
  'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c03': ['contacted', '2026-11-24', null],
  // Henrik Larsson: viewing booked.
  'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c04': ['qualified', '2027-01-08', null],
  // Amelia Grant: unread, and her follow-up long past.
  'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c05': ['new', '2026-11-02', null],
  // Marc Lefèvre: the valuation became a sale mandate.
  'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c06': ['won', null, null],
};

export function withPipeline(inquiries: readonly LeadMessageRow[]): DemoLead[] {
  return inquiries.map((lead) => {
    const [stage, followUp, reason] = FIRST_SIX[lead.id] ?? ['new', null, null];
    return { ...lead, ...pipeline(lead.created_at, stage, followUp, reason) };
  });
}

const PROPERTY = (n: number) => `3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f${String(n).padStart(2, '0')}`;
const RENTAL = (n: number) => `7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d${String(n).padStart(2, '0')}`;

type Older = [
  name: string,
  email: string,
  phone: string | null,
  about: { property: number } | { rental: number } | 'contact',
  createdAt: string,
  stage: LeadStage,
  followUpOn: string | null,
  lostReason: string | null,
  message: string,
];

// prettier-ignore
const OLDER: Older[] = [
  ['Olivia Bennett', 'olivia.bennett@example.com', '+1 305 555 0190', { property: 2 }, '2026-10-16T14:37:00.000Z', 'qualified', '2026-11-19', null, 'Is Maison du Port still available? We could fly down for a viewing in the first week of December.'],
  ['Lukas Becker', 'lukas.becker@example.com', '+49 151 2345 6789', { rental: 2 }, '2026-10-09T09:13:00.000Z', 'won', null, null, 'We would like Case Corail for ten nights over New Year, two adults and two children.'],
  ['Isabelle Moreau', 'isabelle.moreau@example.com', '+33 6 98 76 54 32', 'contact', '2026-10-02T17:41:00.000Z', 'lost', null, 'Chose another agency for the management of their villa', 'We are looking for someone to manage our villa in Lurin from January.'],
  ['Daniel Okafor', 'daniel.okafor@example.com', null, { property: 9 }, '2026-09-25T12:07:00.000Z', 'contacted', '2026-10-30', null, 'What are the annual charges at Indigo Bay Estate, and is there a generator?'],
  ['Emma Lindqvist', 'emma.lindqvist@example.com', '+46 73 555 01 23', { rental: 4 }, '2026-09-18T08:29:00.000Z', 'won', null, null, 'Villa Soleil for a week in February for our anniversary: is the chef service available?'],
  ['Ryan Castillo', 'ryan.castillo@example.com', '+1 646 555 0123', { property: 8 }, '2026-09-11T21:53:00.000Z', 'lost', null, 'Budget too low for the penthouse; not interested in the alternatives sent', 'Would the owner of the Cupecoy penthouse consider an offer?'],
  ['Nadia Haddad', 'nadia.haddad@example.com', '+971 50 555 0147', { property: 1 }, '2026-09-04T15:19:00.000Z', 'qualified', '2026-12-02', null, 'We are serious buyers for Villa Les Ondes and would like the full technical file.'],
  ['Thomas Girard', 'thomas.girard@example.com', '+590 690 55 44 33', 'contact', '2026-08-28T10:47:00.000Z', 'won', null, null, 'Could you value our house in Colombier? We are thinking of selling next spring.'],
  ['Grace Liu', 'grace.liu@example.com', '+65 9123 4567', { rental: 6 }, '2026-08-21T13:03:00.000Z', 'lost', null, 'Dates no longer free; declined the other villas offered', 'Pointe Blanche Estate for a family reunion of twelve over Easter?'],
  ['Paolo Ricci', 'paolo.ricci@example.com', '+39 347 555 0198', { property: 6 }, '2026-08-14T18:31:00.000Z', 'contacted', '2026-09-01', null, 'Villa Colombier Heights: is the land buildable for a guest house?'],
  ['Hannah Schmidt', 'hannah.schmidt@example.com', null, { rental: 1 }, '2026-08-07T07:59:00.000Z', 'new', '2026-08-10', null, 'Is Villa Azur pet friendly? We travel with a small dog.'],
  ['William Carter', 'william.carter@example.com', '+1 617 555 0176', { property: 12 }, '2026-07-31T16:23:00.000Z', 'won', null, null, 'We would like to make an offer on Dawn Beach Villa after our visit last week.'],
  ['Chloé Martin', 'chloe.martin@example.com', '+33 7 55 44 33 22', { rental: 3 }, '2026-07-24T11:11:00.000Z', 'lost', null, 'Went quiet after two follow-ups', 'Gustavia Harbour Loft for the Bucket regatta week?'],
  ['Samuel Adeyemi', 'samuel.adeyemi@example.com', '+44 7700 900456', { property: 11 }, '2026-07-17T19:49:00.000Z', 'qualified', '2026-10-15', null, 'Looking at the Philipsburg studio as a rental investment: what occupancy does it get?'],
  ['Julia Novak', 'julia.novak@example.com', '+420 601 555 012', 'contact', '2026-07-10T09:37:00.000Z', 'contacted', null, null, 'Do you help with residency paperwork for buyers from outside the EU?'],
  ['Mateo Fernández', 'mateo.fernandez@example.com', '+34 612 555 019', { rental: 9 }, '2026-07-03T14:17:00.000Z', 'won', null, null, 'Anse des Cayes Bungalow for our honeymoon, ten nights in late June next year.'],
  ['Eleanor Price', 'eleanor.price@example.com', '+1 415 555 0134', { property: 3 }, '2026-06-26T22:03:00.000Z', 'lost', null, 'Bought a property elsewhere on the island', 'Flamands Beach House: could we see it on Saturday?'],
  ['Kenji Watanabe', 'kenji.watanabe@example.com', null, { rental: 5 }, '2026-06-19T05:43:00.000Z', 'new', null, null, 'Is Dawn Beach Suite suitable for remote work? We need a reliable connection.'],
  ['Aisha Rahman', 'aisha.rahman@example.com', '+1 416 555 0165', { property: 15 }, '2026-06-12T17:29:00.000Z', 'contacted', '2026-07-01', null, 'Simpson Bay Marina Apartment: is a boat slip included with the sale?'],
  ['Pierre Lambert', 'pierre.lambert@example.com', '+590 690 11 22 33', { property: 14 }, '2026-06-05T12:53:00.000Z', 'qualified', null, null, 'Marigot Hill Villa: we have financing in principle and would like a second visit.'],
  ['Sarah Goldberg', 'sarah.goldberg@example.com', '+1 212 555 0111', { rental: 7 }, '2026-05-29T15:07:00.000Z', 'lost', null, 'Found the villa too far from the beach', 'Saline Hillside Villa for a week in August: how far is the walk to the beach?'],
];

function olderLead(
  [name, email, phone, about, createdAt, stage, followUpOn, lostReason, message]: Older,
  n: number,
): DemoLead {
  const source = about === 'contact' ? 'contact' : 'property' in about ? 'property' : 'rental';
  return {
    id: `e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c${String(n).padStart(2, '0')}`,
    name,
    email,
    phone,
    message,
    // The open ones nobody has touched are still unread.
    read: stage !== 'new',
    source,
    property_id: about !== 'contact' && 'property' in about ? PROPERTY(about.property) : null,
    rental_id: about !== 'contact' && 'rental' in about ? RENTAL(about.rental) : null,
    stay_id: null,
    locale: 'en',
    created_at: createdAt,
    ...pipeline(createdAt, stage, followUpOn, lostReason),
  };
}

/** The older demo leads (ids …4c07 onwards), newest first. */
export const olderDemoLeads: DemoLead[] = OLDER.map((row, index) => olderLead(row, index + 7));
