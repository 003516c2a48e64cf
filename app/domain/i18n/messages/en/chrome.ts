import type { Translation } from '#app/domain/i18n/catalogue';

export const chromeEnglish = {
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  navHome: 'Home',
  navProperties: 'Properties',
  navRentals: 'Rentals',
  navPropertyManagement: 'Property Management',
  navInvestment: 'Investment',
  navBlog: 'Blog',
  navContact: 'Contact',
  menu: 'Menu',
  currency: 'Currency',
  language: 'Language',
  pricesIn: (currencyName: string) => `Prices in ${currencyName}`,
  usDollars: 'US dollars',
  euros: 'euros',
  readInEnglish: 'Read this page in English',
  readInFrench: 'Read this page in French',
  themeToggle: 'Toggle colour theme',
  themeToLight: 'Switch to light theme',
  themeToDark: 'Switch to dark theme',
  logoHome: ' — home',
  signedInAs: 'Signed in as ',
  admin: 'Admin',
  logout: 'Logout',
  footerBlurb:
    'A boutique brokerage and property-management house on Saint Barthélemy and Sint Maarten — representing exceptional villas, residences and investment opportunities with discretion and local knowledge.',
  socialMedia: 'Social media',
  socialLink: (site: string, network: string) => `${site} on ${network} (opens in a new tab)`,
  quickLinks: 'Quick links',
  explore: 'Explore',
  offices: 'Offices',
  contact: 'Contact',
  mondayFriday: 'Monday - Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
  weekdayHours: '9:00 AM - 6:00 PM',
  saturdayHours: '10:00 AM - 4:00 PM',
  closed: 'Closed',
  rights: 'All rights reserved.',
  adminLogin: 'Admin Login',
};


/** The shape the French texts must fill (app/domain/i18n/messages/fr/chrome.ts). */
export type ChromeTranslation = Translation<typeof chromeEnglish>;
