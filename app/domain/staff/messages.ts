import { STAFF_ROLE_LABELS, type StaffRole } from './roles';

/**
 * The texts of staff accounts: the staff page, one's own password, the set-password page of a link, and the
 * refusal a role gets. The back office is in English (like the rest of /admin and the sign-in page); the
 * e-mails' texts are in app/domain/mail/staff-mail.ts.
 */
export const STAFF_MESSAGES = {
  forbidden: 'Your role does not allow this. Ask an owner if you need it.',
  forbiddenTitle: 'Not available to your role',
  backToDashboard: 'Back to the dashboard',

  // The staff page
  title: 'Staff',
  lead: 'Who can use the back office, and what each person may do.',
  viewOnly: 'Only owners can invite people or change the team; you can see it.',
  settingsViewOnly: 'Only owners can change the settings; you can see them.',
  tableCaption: 'Staff members',
  columns: { person: 'Person', role: 'Role', state: 'Status', actions: 'Actions' },
  you: 'you',
  states: { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' },
  rolesTitle: 'Roles',
  inviteTitle: 'Invite a staff member',
  inviteLead: 'They get an e-mail with a link to choose their password (valid for 7 days).',
  emailLabel: 'Email',
  nameLabel: 'Name',
  roleLabel: 'Role',
  invite: 'Send Invitation',
  inviting: 'Sending...',
  changeRole: 'Change Role',
  roleOf: (who: string) => `Role of ${who}`,
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  sendReset: 'Send Password Reset',
  resendInvitation: 'Send Invitation Again',
  deactivateConfirm: (who: string) =>
    `Deactivate ${who}? They are signed out at once and cannot sign in until an owner reactivates them.`,
  confirmDeactivate: 'Yes, Deactivate',
  cancel: 'Cancel',

  // Outcomes
  invited: (email: string) => `Invitation sent to ${email}.`,
  reactivatedInvited: (email: string) => `${email} was a staff member before: reactivated, and an invitation sent.`,
  roleChanged: (who: string, role: StaffRole) => `${who} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`,
  deactivated: (who: string) => `${who} is deactivated and signed out everywhere.`,
  reactivated: (who: string) => `${who} is active again and can sign in.`,
  resetSent: (who: string) => `A password reset link is on its way to ${who}.`,
  alreadyStaff: 'This person is already on the staff list.',
  notYourself: 'You cannot deactivate yourself. Another owner can.',
  lastOwner: 'The last active owner cannot be demoted or deactivated. Make someone else an owner first.',
  notFound: 'That staff member no longer exists.',
  failed: 'That change could not be saved. Please try again.',
  accountsUnavailable:
    'Invitations and password resets need SUPABASE_SERVICE_ROLE_KEY on this server (see docs/deploy-supabase.md).',

  // One's own password
  accountTitle: 'Your Account',
  accountLead: (email: string, role: StaffRole) => `Signed in as ${email} (${STAFF_ROLE_LABELS[role]}).`,
  passwordTitle: 'Change Password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'New password again',
  savePassword: 'Change Password',
  savingPassword: 'Saving...',
  passwordChanged: 'Your password is changed. Your other sessions are signed out.',
  wrongPassword: 'The current password is not right.',
  passwordRefused: 'The password could not be changed. Please try again.',

  // The page of a one-time link
  setPasswordTitle: 'Choose Your Password',
  setPasswordLead: (email: string) => `For your back office account, ${email}.`,
  welcome: (name: string) => (name ? `Welcome, ${name}.` : 'Welcome.'),
  setPassword: 'Save Password',
  linkInvalidTitle: 'This link no longer works',
  linkInvalid: 'It was used already, has expired, or was replaced by a newer one. Ask an owner to send a new one.',
  passwordSet: 'Your password is saved. Sign in with it now.',
  goToSignIn: 'Go to Sign In',

  // Validation
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  nameTooLong: 'Name must be at most 200 characters',
  nameRequired: 'Name is required',
  roleRequired: 'Choose a role',
  passwordRequired: 'Password is required',
  passwordHint: (min: number) => `At least ${min} characters; a few unrelated words make a good one.`,
  passwordTooShort: (min: number) => `The password must be at least ${min} characters`,
  passwordTooLong: 'The password is too long',
  passwordsDiffer: 'The two passwords are not the same',
  samePassword: 'The new password must differ from the current one',
} as const;
