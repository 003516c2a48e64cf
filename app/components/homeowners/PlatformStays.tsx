import { Form } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { Button } from '#app/components/ui/Button';
import { formatStayDates, type CalendarDate } from '#app/domain/booking/dates';
import { CURRENCIES } from '#app/domain/currency/currency';
import { PLATFORMS } from '#app/domain/homeowners/statement-rows';
import { statementTexts } from '#app/domain/homeowners/texts/statements';
import { Panel } from './HomeownerHoldings';

const t = statementTexts.platform;

export interface PlatformStayView {
  id: string;
  villa: string;
  checkIn: string;
  checkOut: string;
  note: string | null;
  /** What is entered, as the form shows it: '4123.45'. */
  platform: string;
  amount: string;
  currency: string;
}

/**
 * The month's stays booked on a platform, each with a small form for what the platform paid (a plain POST with
 * intent `platform-amount`; an error is shown on its row with what was typed).
 */
export function PlatformStays({
  stays,
  action,
  canEnter,
  failed,
}: {
  stays: readonly PlatformStayView[];
  action: string;
  canEnter: boolean;
  failed: { stayId: string; message: string; values: Record<string, string> } | null;
}) {
  return (
    <Panel id="platform-stays" title={t.title} description={t.description}>
      {stays.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.none}</p>
      ) : (
        <AdminTable
          caption={t.title}
          minWidth="44rem"
          head={
            <>
              <Header>{t.columns.villa}</Header>
              <Header>{t.columns.dates}</Header>
              <Header>{t.columns.amount}</Header>
            </>
          }
        >
          {stays.map((stay) => {
            const values = failed?.stayId === stay.id ? failed.values : stay;
            return (
              <Row key={stay.id}>
                <Cell wide>
                  <span className="font-medium">{stay.villa}</span>
                  {stay.note ? <span className="block text-xs text-fg-muted">{stay.note}</span> : null}
                </Cell>
                <Cell label={t.columns.dates}>
                  {formatStayDates(stay.checkIn as CalendarDate, stay.checkOut as CalendarDate)}
                </Cell>
                <Cell label={t.columns.amount}>
                  {canEnter ? (
                    <Form method="post" action={action} className="flex flex-wrap items-center gap-2">
                      <input type="hidden" name="intent" value="platform-amount" />
                      <input type="hidden" name="stayId" value={stay.id} />
                      <select
                        name="platform"
                        defaultValue={values.platform || 'airbnb'}
                        className="input w-auto"
                        aria-label={t.columns.amount}
                      >
                        {PLATFORMS.map((platform) => (
                          <option key={platform} value={platform}>
                            {t.platforms[platform]}
                          </option>
                        ))}
                      </select>
                      <input
                        name="amount"
                        defaultValue={values.amount}
                        inputMode="decimal"
                        className="input w-32"
                        aria-label={t.columns.amount}
                        required
                      />
                      <select
                        name="currency"
                        defaultValue={values.currency || 'EUR'}
                        className="input w-auto"
                        aria-label={t.columns.amount}
                      >
                        {CURRENCIES.map((currency) => (
                          <option key={currency}>{currency}</option>
                        ))}
                      </select>
                      <Button type="submit" variant="secondary" size="sm">
                        {t.save}
                      </Button>
                      {failed?.stayId === stay.id ? (
                        <p role="alert" className="basis-full text-sm text-danger">
                          {failed.message}
                        </p>
                      ) : null}
                    </Form>
                  ) : (
                    <span>{stay.amount ? `${stay.amount} ${stay.currency}` : t.missing}</span>
                  )}
                </Cell>
              </Row>
            );
          })}
        </AdminTable>
      )}
    </Panel>
  );
}
