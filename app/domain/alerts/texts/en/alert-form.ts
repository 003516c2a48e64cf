/** The "Alert me" form under the filters of /properties and /rentals (issue 31, item 1). */
export const alertFormEnglish = {
  title: 'Alert me',
  lead: 'New listings and price drops for these filters, by e-mail.',
  email: 'E-mail',
  frequency: 'How often',
  instant: 'At once',
  daily: 'Once a day',
  weekly: 'Once a week',
  submit: 'Alert me',
  saved: 'Check your inbox: confirm your alert with the link we sent you.',
  invalidEmail: 'Please enter a valid email address',
  tooMany: 'Too many requests. Please try again later.',
  failed: 'Something went wrong. Please try again.',
};
