/**
 * The password rule of every account, staff and homeowners alike (and ADMIN_PASSWORD, `npm run create-admin`),
 * in a module of its own so that a public page's bundle does not carry the staff forms to read it.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;
