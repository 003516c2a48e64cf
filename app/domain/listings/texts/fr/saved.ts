import type { SavedTranslation } from '#app/domain/listings/texts/saved';

export const savedFrench: SavedTranslation = {
  eyebrow: 'Favoris',
  title: 'Annonces enregistrées',
  lead: 'Les propriétés et locations que vous avez enregistrées sur cet appareil.',
  nothingSaved: 'Aucune annonce enregistrée pour l’instant',
  nothingSavedHint: 'Utilisez le bouton Enregistrer d’une propriété ou d’une location pour la retrouver ici.',
  viewProperties: 'Voir les propriétés',
  viewRentals: 'Voir les locations',
  properties: 'Propriétés',
  rentals: 'Locations',
  metaTitle: (site: string) => `Annonces enregistrées | ${site}`,
  metaDescription: 'Vos propriétés et locations enregistrées.',
};
