/** Primary navigation, shared by the header, the mobile menu and the footer's quick links. */
export const PRIMARY_NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/properties', label: 'Properties', end: false },
  { to: '/rentals', label: 'Rentals', end: false },
  { to: '/property-management', label: 'Property Management', end: false },
  { to: '/investment', label: 'Investment', end: false },
  { to: '/blog', label: 'Blog', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

/** The signed-in user as the root loader exposes it; `null` when signed out. */
export type ChromeUser = { email: string } | null;
