import type { chromeTexts } from '#app/domain/i18n/texts/chrome';

/**
 * Primary navigation, shared by the header, the mobile menu and the footer's quick links: English paths
 * (localised where they are rendered) and the chrome catalogue's key of each label.
 */
export const PRIMARY_NAV = [
  { to: '/', label: 'navHome', end: true },
  { to: '/properties', label: 'navProperties', end: false },
  { to: '/rentals', label: 'navRentals', end: false },
  { to: '/property-management', label: 'navPropertyManagement', end: false },
  { to: '/investment', label: 'navInvestment', end: false },
  { to: '/blog', label: 'navBlog', end: false },
  { to: '/contact', label: 'navContact', end: false },
] as const satisfies readonly { to: string; label: keyof typeof chromeTexts.en; end: boolean }[];

/** The signed-in user as the root loader exposes it; `null` when signed out. */
export type ChromeUser = { email: string } | null;
