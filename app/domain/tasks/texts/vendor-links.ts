/**
 * The back office's words about vendors' private links (issue 30, item 5), English only like the rest of the back
 * office. What the vendor reads is ./vendor.ts.
 */
export const vendorLinkTexts = {
  title: 'Vendors’ links',
  lead: 'Each vendor opens their own tasks of the next 14 days through a private link, and gets one by e-mail each morning they have work. Give a new link (every earlier one stops working) or revoke them all.',
  none: 'No active vendor yet.',
  live: (until: string) => `Live link until ${until}`,
  noLink: 'No live link',
  issue: 'Give a new link',
  revoke: 'Revoke all links',
  issued: 'The new link — copy it now and send it to the vendor: it is shown only once.',
  linkLabel: (name: string) => `${name}’s link`,
  revoked: (count: number) => (count === 1 ? '1 link revoked.' : `${count} links revoked.`),
  failed: 'The link could not be changed. Please try again.',
  notFound: 'This vendor is no longer active.',
  language: { en: 'English', fr: 'French' },
};
