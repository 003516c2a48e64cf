import { STAFF_ROLE_LABELS, type StaffRole } from '#app/domain/staff/roles';

/**
 * The texts of staff accounts: the staff page, one's own password, the set-password page of a link, two-factor
 * sign-in, and the refusal a role gets. The back office is in English (like the rest of /admin and the sign-in
 * page); the e-mails' texts are in app/domain/mail/staff-mail.ts.
 */
export const staffTexts = {
  forbidden: 'Your role does not allow this. Ask an owner if you need it.',
  forbiddenTitle: 'Not available to your role',
  backToDashboard: 'Back to the dashboard',
  /** The back office's sections in its menu (the bookings, staff and account entries use their pages' titles). */
  nav: {
    dashboard: 'Dashboard',
    properties: 'Properties',
    rentals: 'Rentals',
    blogPosts: 'Blog Posts',
    media: 'Media',
    inquiries: 'Inquiries',
    outbox: 'Outbox',
    currency: 'Currency',
    settings: 'Settings',
    history: 'History',
  },
  /** /admin/settings: the agency's settings, one card each (the menu has one entry for them all). */
  settings: {
    title: 'Settings',
    lead: 'What the agency sets once and changes rarely. Admins see them; only owners change them.',
    pagesLabel: 'Settings pages',
  },

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

  // Two-factor sign-in (issue 25, item 7): the second step of sign-in, a step-up, the page, the staff page's reset
  twoFactor: {
    title: 'Two-Factor Sign-In',
    codeTitle: 'Enter Your Code',
    codeLead: 'Open the authenticator app on your phone and enter the 6-digit code it shows for Island Estates.',
    stepUpTitle: 'Confirm It’s You',
    stepUpLead: 'This change needs a fresh code from your authenticator app.',
    codeLabel: 'Authentication code',
    codeHint: '6 digits; a new one every 30 seconds.',
    verify: 'Verify',
    verifying: 'Verifying...',
    useRecovery: 'Lost your phone? Use a recovery code',
    useApp: 'Use the code from your app instead',
    signOut: 'Sign out',
    recoveryTitle: 'Use a Recovery Code',
    recoveryLead:
      'Enter one of the ten recovery codes you saved when you added your authenticator. Each works once; your old authenticator is then removed and you add a new one.',
    recoveryLabel: 'Recovery code',
    recoveryHint: 'Ten letters and digits, like 7K2QD-M9XPA.',
    redeemRecoveryCode: 'Use Recovery Code',
    codeRequired: 'Enter the 6-digit code',
    codeFormat: 'The code is 6 digits',
    wrongCode: 'That code is not right. Enter the code your app shows now.',
    usedCode: 'That code was used already. Wait for the next one: a new code comes every 30 seconds.',
    recoveryRequired: 'Enter a recovery code',
    recoveryFormat: 'A recovery code is ten letters and digits, like 7K2QD-M9XPA',
    wrongRecovery: 'That recovery code is not right, or was used already.',
    recoveryUnavailable:
      'Recovery codes need SUPABASE_SERVICE_ROLE_KEY on this server. Ask an owner to reset your two-factor sign-in.',
    failed: 'That could not be done. Please try again.',
    enrolmentReplaced: 'This set-up was replaced by a newer one. Start again.',

    requiredLead:
      'Owners and admins sign in with their password and a code from an authenticator app. Add one to continue: the rest of the back office opens once it is confirmed.',
    optionalLead:
      'Sign in with your password and a code from an authenticator app on your phone, so that a stolen password alone opens nothing.',
    start: 'Set Up Authenticator',
    starting: 'Setting up...',
    scanTitle: 'Scan this code',
    scanLead:
      'In your authenticator app (1Password, Google Authenticator, Microsoft Authenticator, Authy…) add an account, then scan the code.',
    qrLabel: 'QR code for your authenticator app',
    manualLead: 'Or enter this key by hand (time-based, 6 digits):',
    confirmTitle: 'Enter the code it shows',
    confirm: 'Confirm',
    confirming: 'Confirming...',
    codesTitle: 'Your Recovery Codes',
    codesLead:
      'If you lose your phone, each of these codes signs you in once. Keep them somewhere safe away from your phone (a password manager, or on paper). They are shown only now.',
    codesSaved: 'I Have Saved Them',
    enabledSince: (date: string) => `Two-factor sign-in is on, since ${date}.`,
    off: 'Two-factor sign-in is off.',
    codesLeft: (left: number) => `${left} of 10 recovery codes left.`,
    regenerate: 'New Recovery Codes',
    regenerateLead: 'Ten new codes; the old ones stop working.',
    remove: 'Remove Authenticator',
    removeLeadRequired:
      'To move to a new phone, remove this one and add the new one; the back office waits until you have.',
    removeLeadOptional: 'Sign-in then asks for your password only.',
    stepUpNote: 'Each of these asks for a fresh code first.',
    removed: 'Your authenticator is removed.',
    recovered: 'You signed in with a recovery code, and your old authenticator is removed. Add a new one now.',
    manage: 'Manage Two-Factor Sign-In',
    accountOn: 'On: sign-in asks for a code from your authenticator app.',
    accountOff: 'Off: sign-in asks for your password only.',

    reset: 'Reset Two-Factor',
    resetDone: (who: string) => `${who}’s authenticator is removed: they add a new one when they next sign in.`,
    resetUnavailable:
      'Resetting two-factor sign-in needs SUPABASE_SERVICE_ROLE_KEY on this server (see docs/deploy-supabase.md).',
  },

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
