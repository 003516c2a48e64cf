/** The "Alert me" form under the filters of /properties and /rentals (issue 31, item 1). */
export const alertFormEnglish = {
  title: 'Alert me',
  lead: 'Get an e-mail when a listing matching these filters is published or drops in price.',
  email: 'E-mail',
  frequency: 'How often',
  instant: 'As soon as there is one',
  daily: 'Once a day',
  weekly: 'Once a week',
  submit: 'Alert me',
  saving: 'Saving…',
  saved: 'Almost done: check your inbox and open the link we sent to confirm your alert. Nothing is sent until you do.',
  invalidEmail: 'Please enter a valid email address',
  invalidFrequency: 'Please choose how often',
  tooMany: 'Too many requests. Please try again later.',
  failed: 'Something went wrong. Please try again.',
};
