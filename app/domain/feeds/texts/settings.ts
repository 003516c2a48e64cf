import type { Portal } from '#app/domain/feeds/portals';

/** The portal feeds' settings page (/admin/settings/feeds): the back office is in English (decision 009). */
export const feedSettingsTexts = {
  title: 'Portal feeds',
  lead: 'JamesEdition and Kyero read every published property and rental from a feed of their own. Give each portal its address below: the token in it is the only key, so keep it between the agency and the portal. Private, draft and archived listings never appear; a discreet listing gives only its approximate location.',
  cardLead: 'The addresses JamesEdition and Kyero read the published listings from; turn a feed off or renew its key.',
  addressLabel: 'Feed address',
  addressHint: 'Copy it into the portal’s import settings, or send it to your account manager there.',
  copy: 'Copy address',
  copied: 'Copied',
  enabledLabel: 'Feed on',
  enabledHint: 'Off: the address answers “not found” and the portal withdraws the listings at its next import.',
  accountIdLabel: (portal: Portal) => (portal === 'jamesedition' ? 'JamesEdition dealer id' : 'Kyero agent id'),
  accountIdHint: (portal: Portal) =>
    portal === 'jamesedition'
      ? 'The number JamesEdition gave the agency; required to turn the feed on.'
      : 'The number Kyero gave the agency (optional).',
  accountIdFormat: 'Enter the number the portal gave you, digits only.',
  accountIdRequired: 'JamesEdition needs the dealer id it gave you before the feed can be turned on.',
  portalInvalid: 'Choose a portal.',
  save: 'Save',
  saved: (name: string) => `The ${name} feed was saved.`,
  renew: 'Renew the key',
  renewHint: 'The current address stops working at once; give the portal the new one.',
  renewed: (name: string) => `The ${name} feed has a new address: the old one no longer opens.`,
  on: 'On',
  off: 'Off',
  renewedAt: (date: string) => `Key made ${date}`,
  failed: 'The feed could not be saved. Please try again.',
} as const;
