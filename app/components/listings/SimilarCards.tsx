import { PropertyCard, type PropertyCardData } from './PropertyCard';
import { RentalCard, type RentalCardData } from './RentalCard';

export type SimilarCardsProps =
  { kind: 'property'; homes: readonly PropertyCardData[] } | { kind: 'rental'; homes: readonly RentalCardData[] };

/** The similar homes' cards: the list pages' own (a chunk of its own, loaded after the page: SimilarHomes). */
export default function SimilarCards(props: SimilarCardsProps) {
  return props.kind === 'property'
    ? props.homes.map((home) => <PropertyCard key={home.id} property={home} />)
    : props.homes.map((home) => <RentalCard key={home.id} rental={home} />);
}
