import { AGENCY as A } from './agency';

/** The built-in privacy notice in English (Markdown; the cookie table follows it, written from cookies.ts). */
export const privacyEnglish = `${A.company} ("${A.brand}", "we") is responsible for the personal data collected through this site and in our work as a real-estate and villa-rental agency. Our head office is at ${A.headOffice}; we also have an office at ${A.branch}. French and European law apply to what we do with your data: the General Data Protection Regulation (GDPR) and the French *loi Informatique et Libertés*.

This notice says what we keep about you, why, for how long, who receives it, and how to use your rights. For any question, write to **[${A.email}](mailto:${A.email})**.

## What we keep

- **Your inquiries**: your name, e-mail address, telephone number if you give it, your message, the property or villa you asked about, the language of the page and the date; then our notes and the follow-up of your request (its stage, the agent in charge, the listings we suggested).
- **Booking requests and stays**: the guest's name, e-mail address and telephone number, the dates, the number of guests, the services asked for and the message; the quote; the arrival details you give us (flight, arrival time, guests' names, concierge requests); your acceptance of the rental agreement (its version, the time and the internet address it was given from).
- **Saved searches and alerts**: your e-mail address, the search you saved, how often you want the alerts, when you confirmed it, and which listings we sent you.
- **E-mails we send you**: a copy of each one (address, subject, text, date and whether it was delivered), so we know what was said.
- **History**: our back office records every change to the records above (what changed, who changed it, when), which may include your details.
- **Payment records**: pro-formas, invoices and receipts, the amounts, dates and references of your payments and refunds.
- **Homeowners and vendors**: if you entrust a property to us or work for us, your contact details, the management agreement, your payout bank details, your statements and tasks.

We do **not** follow you around the site: pages are counted by day without any cookie, address or identifier, and the site uses no advertising, analytics or social-media tracker. Our servers keep, for a short time and for security only, the internet address of requests that sign in or send a form, to stop abuse.

## Why we keep it (legal bases)

- **Answering you and preparing a sale or a rental**: steps you asked for before a contract (GDPR art. 6(1)(b)) and our legitimate interest in following up your request (art. 6(1)(f)).
- **Booking requests and stays**: the rental contract, before and after it is signed (art. 6(1)(b)).
- **Invoices and payment records**: our legal obligations (art. 6(1)(c)): French accounting and tax law (Code de commerce art. L123-22, Livre des procédures fiscales art. L102 B), and, for a sale, the anti-money-laundering rules that bind estate agents (Code monétaire et financier art. L561-2 and following).
- **Search alerts**: your consent, given when you confirm the alert (art. 6(1)(a)); you withdraw it at any time with the unsubscribe link in every alert.
- **History and security**: our legitimate interest in accurate records and in preventing fraud and abuse (art. 6(1)(f)).

## How long we keep it

- **Inquiries and their follow-up**: a lead with no activity for **{leadRetention}** (a period the agency sets) is anonymised automatically: your name, e-mail, telephone and messages are removed.
- **Saved searches**: until you unsubscribe; then as long as the leads above.
- **Copies of e-mails we sent**: anonymised automatically after **{mailRetention}** (a period the agency sets).
- **Booking requests and stays**: as long as the leads above, counted from your stay.
- **Invoices and payment records**: **ten years** from the end of the financial year, as French law requires. After an erasure they keep only your name, the amounts and the references, without your e-mail, telephone or messages.
- **Anti-money-laundering records** (sales): five years after the end of the business relationship, as the law requires.

## Who receives it

Only the agency's staff who need it (the agent answering you, the booking desk, the accounts). For a stay, the villa's homeowner learns the dates, never your contact details, and our housekeeping and maintenance vendors learn only what their task needs (a villa and a date). We use a hosting provider and an e-mail service to run the site and send our e-mails; they act on our instructions only. We never sell your data nor give it to advertisers. Where a provider is outside the European Union, it is bound by the European Commission's standard contractual clauses.

## Your rights

You may ask us at any time to:

- **see** what we keep about you, and receive **a copy** of it in a common format (access and portability);
- **correct** it if it is wrong;
- **erase** it: we then remove your details everywhere, except what the law makes us keep (payment records, which keep your name, amounts and references);
- **object** to our keeping it, or ask us to **restrict** its use;
- **withdraw your consent** to alerts (the unsubscribe link does it at once).

Write to **[${A.email}](mailto:${A.email})** or to ${A.company}, ${A.headOffice}. We answer within one month. If you think we have not respected your rights, you may complain to the French data protection authority, the **CNIL** (3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07; [www.cnil.fr](https://www.cnil.fr/en/plaintes)).

## Cookies

The site sets only the cookies it strictly needs to work, listed in the table below: none of them follows you or is shared with anyone, so none needs your consent. It loads nothing from other sites (no fonts, maps, videos or scripts from elsewhere) and sets no third-party cookie. You may delete them in your browser at any time: the site still works, it only forgets your choices.
`;
