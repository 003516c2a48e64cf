import { Form } from 'react-router';
import { Button } from '#app/components/ui/Button';
import { homeownerTexts } from '#app/domain/homeowners/texts/staff';
import { Panel } from './HomeownerHoldings';
import { RowErrors } from './AgreementActions';

const text = homeownerTexts;

/**
 * Removing the payout account (owners and admins, with a recent second factor — the server checks it, the page
 * offers the fresh code beside it): a plain POST; every owner is e-mailed by the database.
 */
export function RemoveBankDetails({ errors }: { errors: readonly string[] | undefined }) {
  return (
    <Form method="post" className="flex flex-col gap-2" data-testid="remove-bank">
      <input type="hidden" name="intent" value="remove-bank" />
      <p className="text-sm text-fg-muted">{text.bank.removeDescription}</p>
      <Button type="submit" variant="secondary" className="w-fit">
        {text.bank.remove}
      </Button>
      <RowErrors errors={errors} />
    </Form>
  );
}

/** Deleting a homeowner entered by mistake (owners and admins); the database refuses one with anything recorded. */
export function DeleteHomeowner({ errors }: { errors: readonly string[] | undefined }) {
  return (
    <Panel id="homeowner-delete" title={text.remove.title} description={text.remove.description}>
      <Form method="post" className="flex flex-col gap-2" data-testid="delete-homeowner">
        <input type="hidden" name="intent" value="delete-homeowner" />
        <Button type="submit" variant="secondary" className="w-fit">
          {text.remove.button}
        </Button>
        <RowErrors errors={errors} />
      </Form>
    </Panel>
  );
}
