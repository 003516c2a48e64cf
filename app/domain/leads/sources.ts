/**
 * Where a lead came from (inquiries.source) and its words, in one place: a question about a property or a
 * villa, a message from the contact page (SPEC: "inquiries or contact messages"), a booking request, a saved
 * search staff turned into a lead (…_saved_searches.sql).
 */

export const LEAD_SOURCES = ['property', 'rental', 'contact', 'booking', 'alert'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** One lead's source: its badge, the lead's page, the staff notification, the CSV export, the history. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  property: 'Property inquiry',
  rental: 'Rental inquiry',
  contact: 'Contact message',
  booking: 'Booking request',
  alert: 'Saved search',
};

/** The inbox's source filter: the same words, counted. */
export const LEAD_SOURCE_PLURALS: Record<LeadSource, string> = {
  property: 'Property inquiries',
  rental: 'Rental inquiries',
  contact: 'Contact messages',
  booking: 'Booking requests',
  alert: 'Saved searches',
};

/** The dashboard chart's legend, where room is short. */
export const LEAD_SOURCE_SHORT_LABELS: Record<LeadSource, string> = {
  property: 'Property',
  rental: 'Rental',
  contact: 'Contact',
  booking: 'Booking request',
  alert: 'Saved search',
};
