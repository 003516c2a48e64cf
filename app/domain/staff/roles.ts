/**
 * Staff roles and what each may do (issue 17, item 1; docs/decisions/014-staff-roles.md). The one table the
 * server's checks (`requireStaff(request, context, permission)`), the navigation and the tests read. Row level
 * security says the same in SQL (supabase/migrations/…_staff_roles.sql), so a route that forgot its check
 * still cannot change what the database refuses.
 * Its words (staff member, role, owner — a staff role, never a homeowner —, invitation, deactivate) are defined
 * in docs/glossary.md.
 */

export const STAFF_ROLES = ['owner', 'admin', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', admin: 'Admin', agent: 'Agent' };

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff and settings.',
  admin:
    'Everything but staff and settings, which they may see but not change (except the legal entities invoices are issued by).',
  agent:
    'Listings, posts, leads, bookings and payments received, expenses, reading homeowners, and the turnover tasks; cannot delete listings or posts, refund or reverse payments, change homeowners, see their bank details or issue their statements, or see settings or staff.',
};

const EVERYONE = ['owner', 'admin', 'agent'] as const satisfies readonly StaffRole[];

/**
 * Who may do what. "Settings" are the exchange rate and the booking terms; "staff" is the team page.
 * Admins see both (so they know how the business is set up) and change neither.
 */
export const PERMISSIONS = {
  /** The dashboard and one's own account (password). */
  'back-office': EVERYONE,
  /** Properties and rentals: list, add, edit, status, featured; their calendars, seasons, feeds; photos. */
  listings: EVERYONE,
  'listings.delete': ['owner', 'admin'],
  /** Blog posts: list, add, edit, status. */
  posts: EVERYONE,
  'posts.delete': ['owner', 'admin'],
  /** The photo library and uploads (for listings and posts). */
  media: EVERYONE,
  /** Inquiries, replies and the outbox of their e-mails; saved searches (reading them, making a lead of one). */
  leads: EVERYONE,
  /** The booking desk: requests, options, stays. */
  bookings: EVERYONE,
  /** A stay's payments: its ledger, and payments received (recorded). */
  payments: EVERYONE,
  /** Refunds and reversals of ledger entries. */
  'payments.refund': ['owner', 'admin'],
  /**
   * Homeowners (issue 29; docs/decisions/030-homeowners.md): every member reads them, what they own and the
   * management agreements; owners and admins add and change them; only owners and admins see and (with their
   * second factor) change a homeowner's payout bank details. Row level security says the same
   * (supabase/migrations/…_homeowners.sql).
   */
  homeowners: EVERYONE,
  'homeowners.manage': ['owner', 'admin'],
  'homeowners.bank-details': ['owner', 'admin'],
  /**
   * A villa's expenses and their receipts (issue 29, item 3): every active member records, corrects and removes
   * them (agents record them from a phone) and opens the receipts; row level security says the same
   * (supabase/migrations/…_homeowner_expenses.sql, …_private_documents.sql).
   */
  expenses: EVERYONE,
  /**
   * Monthly statements (docs/decisions/032-homeowner-statements.md): every member reads them and enters what a
   * platform paid for a stay; owners and admins draft, issue, send and pay them, record payouts and adjustments.
   */
  'homeowners.statements': ['owner', 'admin'],
  /**
   * Turnovers (issue 30; docs/decisions/034-turnovers.md): every member reads the tasks at /admin/tasks, adds
   * one-off tasks, assigns them and moves them through their states; owners and admins set up each villa's task
   * templates and the vendors. Row level security says the same (supabase/migrations/…_turnovers.sql).
   */
  tasks: EVERYONE,
  'tasks.setup': ['owner', 'admin'],
  /** The exchange rate and the booking terms. */
  'settings.view': ['owner', 'admin'],
  'settings.manage': ['owner'],
  /**
   * The legal entities that issue invoices (/admin/settings/legal-entities): a setting admins change too, as the
   * table's row level security lets them (supabase/migrations/…_invoices.sql); they see it with 'settings.view'.
   */
  'legal-entities.manage': ['owner', 'admin'],
  /**
   * The portal feeds (/admin/settings/feeds; docs/decisions/040-portal-feeds.md): owners and admins see each feed's
   * secret address, turn a feed on or off and renew its token. Agents never see the addresses; row level security
   * says the same (supabase/migrations/…_portal_feeds.sql).
   */
  feeds: ['owner', 'admin'],
  /** The team: list; invite, change role, deactivate, reset a password. */
  'staff.view': ['owner', 'admin'],
  'staff.manage': ['owner'],
  /**
   * The whole history (/admin/history: every change, by anyone, filterable by person). Agents see the history
   * of each listing, post, lead and stay on its own page; row level security says the same.
   */
  history: ['owner', 'admin'],
  /**
   * A person's data (issue 32; docs/decisions/042-person-data.md): owners and admins look a person up and export
   * everything kept about them; only owners erase it. The database functions say the same
   * (supabase/migrations/…_person_data.sql), since agents read leads through row level security.
   */
  'privacy.export': ['owner', 'admin'],
  'privacy.erase': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** What a role may do, for the staff page's explanation and the layout's navigation. */
export function permissionsOf(role: StaffRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => can(role, permission));
}

/**
 * The permission a list's row action needs: deleting a listing or a post is its own permission, every other
 * row action (status, featured, read; deleting an inquiry) is the area's.
 */
export function rowActionPermission(area: 'listings' | 'posts' | 'leads', intent: unknown): Permission {
  if (intent === 'delete' && area === 'listings') return 'listings.delete';
  if (intent === 'delete' && area === 'posts') return 'posts.delete';
  return area;
}
