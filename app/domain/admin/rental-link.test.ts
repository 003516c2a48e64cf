import { describe, expect, it } from 'vitest';
import { rentalLinkOptions } from './rental-link';

describe('rentalLinkOptions', () => {
  const rentals = [
    { id: 'r1', title: 'Villa One', island: 'Saint Barthélemy', bedrooms: 1, status: 'published', linkedTo: null },
    {
      id: 'r2',
      title: 'Villa Two',
      island: 'Sint Maarten',
      bedrooms: 4,
      status: 'draft',
      linkedTo: { id: 'p9', title: 'Other House' },
    },
    {
      id: 'r3',
      title: 'Villa Three',
      island: 'Sint Maarten',
      bedrooms: 3,
      status: 'published',
      linkedTo: { id: 'p1', title: 'This House' },
    },
  ];

  it('offers none first, and every rental with its island, bedrooms and status', () => {
    const options = rentalLinkOptions(rentals, 'p1');
    expect(options[0]).toEqual({ value: '', label: 'None: not one of our rentals' });
    expect(options[1]).toEqual({ value: 'r1', label: 'Villa One — Saint Barthélemy, 1 bedroom' });
  });

  it('shows a rental linked to another property but does not let it be chosen; this property’s own stays choosable', () => {
    const options = rentalLinkOptions(rentals, 'p1');
    expect(options[2]).toEqual({
      value: 'r2',
      label: 'Villa Two — Sint Maarten, 4 bedrooms (draft) · linked to Other House',
      disabled: true,
    });
    expect(options[3]).toEqual({ value: 'r3', label: 'Villa Three — Sint Maarten, 3 bedrooms' });
    // A new property (no id yet) can take none that is linked.
    expect(rentalLinkOptions(rentals, null)[3]!.disabled).toBe(true);
  });
});
