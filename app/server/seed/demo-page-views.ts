/**
 * Demo listing page views for the dashboard's figures: every published demo listing viewed on each of the last
 * DEMO_PAGE_VIEW_DAYS days before the seed runs (the agency's days, UTC−4), more for featured ones and at weekends,
 * varying from day to day by a hash of the listing and the day — the same numbers wherever the seed runs that
 * day. Dates are computed by the database when the seed runs, so a fresh demo always has recent views.
 */

export const DEMO_PAGE_VIEW_DAYS = 60;

export interface DemoViewedListing {
  kind: 'property' | 'rental';
  id: string;
  /** Views on an ordinary weekday, about. */
  weight: number;
}

interface Listing {
  id: string;
  status: string;
  featured: boolean;
}

export function demoViewedListings(properties: readonly Listing[], rentals: readonly Listing[]): DemoViewedListing[] {
  const viewed = (kind: DemoViewedListing['kind'], listings: readonly Listing[]) =>
    listings
      .filter((listing) => listing.status === 'published')
      .map((listing, index) => ({ kind, id: listing.id, weight: (listing.featured ? 18 : 4) + ((index * 7) % 9) }));
  return [...viewed('rental', rentals), ...viewed('property', properties)];
}

/** The seed's statement (after the listings it refers to); idempotent. */
export function demoPageViewsSql(listings: readonly DemoViewedListing[]): string {
  if (listings.length === 0) return '';
  const values = listings.map((l) => `  ('${l.kind}', '${l.id}'::uuid, ${Math.round(l.weight)})`).join(',\n');
  const today = `(now() at time zone 'UTC' - interval '4 hours')::date`;
  return `insert into public.page_views (kind, listing_id, day, views)
select l.kind, l.id, d::date,
       greatest(1, round(l.weight * (0.5 + (abs(hashtext(l.id::text || d::date::text)) % 100) / 100.0)
                         * case when extract(isodow from d) >= 6 then 1.4 else 1 end))::integer
  from (values
${values}
  ) as l (kind, id, weight)
 cross join generate_series((${today} - ${DEMO_PAGE_VIEW_DAYS - 1})::timestamp, ${today}::timestamp, interval '1 day') as d
on conflict (kind, listing_id, day) do nothing;
`;
}
