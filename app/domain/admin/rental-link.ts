/**
 * The property editor's choice of the rental listing of the same house (issue 31, item 6): every rental, those
 * already linked to another property shown but not selectable (the database allows one property per rental).
 */
export interface RentalLinkRow {
  id: string;
  title: string;
  island: string;
  bedrooms: number;
  status: string;
  linkedTo: { id: string; title: string } | null;
}

export function rentalLinkOptions(
  rentals: readonly RentalLinkRow[],
  propertyId: string | null,
): { value: string; label: string; disabled?: boolean }[] {
  return [
    { value: '', label: 'None: not one of our rentals' },
    ...rentals.map((rental) => {
      const taken = rental.linkedTo !== null && rental.linkedTo.id !== propertyId;
      const facts = `${rental.island}, ${rental.bedrooms} ${rental.bedrooms === 1 ? 'bedroom' : 'bedrooms'}`;
      const state = rental.status === 'published' ? '' : ` (${rental.status})`;
      return {
        value: rental.id,
        label: `${rental.title} — ${facts}${state}${taken ? ` · linked to ${rental.linkedTo!.title}` : ''}`,
        ...(taken ? { disabled: true } : {}),
      };
    }),
  ];
}
