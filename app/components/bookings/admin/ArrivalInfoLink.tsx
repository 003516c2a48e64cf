import { LinkButton } from '#app/components/ui/Button';
import { arrivalInfoTexts } from '#app/domain/booking/arrival-info-form';

/** On a rental's admin page: its arrival information (address, codes, Wi-Fi, house manual) has its own page. */
export function ArrivalInfoLink({ rentalId }: { rentalId: string }) {
  return (
    <div className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <p className="text-sm text-fg-muted">{arrivalInfoTexts.linkLead}</p>
      <LinkButton to={`/admin/rentals/${rentalId}/arrival`} variant="secondary" size="sm">
        {arrivalInfoTexts.link}
      </LinkButton>
    </div>
  );
}
