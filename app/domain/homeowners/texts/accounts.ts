/**
 * The back office's words for homeowners' accounts and owner-stay requests (the back office is in English,
 * decision 009): the panel on /admin/homeowners/:id.
 */
export const homeownerAccountTexts = {
  title: 'Homeowner’s page',
  description:
    'Invite the homeowner to their own page (their villas’ calendars, occupancy, owner stays, their sale listings’ figures) with a one-time link by e-mail, valid 7 days. Deactivating or removing an account ends their access at once.',
  none: 'No account yet.',
  email: 'Address',
  invite: 'Invite',
  inviting: 'Inviting…',
  sendLink: 'Send a new link',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate and send a link',
  remove: 'Remove',
  state: (pending: boolean, deactivated: boolean) =>
    deactivated ? 'Deactivated' : pending ? 'Invited, no password yet' : 'Active',
  invited: (email: string) => `Invitation sent to ${email}.`,
  linkSent: (email: string) => `A new link was sent to ${email}.`,
  deactivated: (email: string) => `${email} can no longer sign in.`,
  removed: (email: string) => `The account of ${email} was removed.`,
  notTheirs: 'Choose one of the homeowner’s addresses.',
  alreadyOther: 'This address already opens another homeowner’s page.',
  staffAddress: 'This address belongs to a staff member: a homeowner needs an address of their own.',
  unavailable: 'Accounts cannot be created with this configuration (no SUPABASE_SERVICE_ROLE_KEY).',
  failed: 'That did not work. Please try again.',
  notFound: 'No such account.',
  // Owner-stay requests
  requestsTitle: 'Owner-stay requests',
  requestsDescription:
    'The homeowner’s requests for their own stays. Accepting one blocks the villa on those nights (a homeowner’s block).',
  requestsNone: 'No request waiting.',
  accept: 'Accept',
  decline: 'Decline',
  acceptedNotice: 'The owner stay is accepted: the villa is blocked on those nights.',
  declinedNotice: 'The owner stay was declined.',
  notFree: 'The villa is no longer free on those nights: decline the request, or free the nights first.',
  decided: 'This request was already decided.',
} as const;
