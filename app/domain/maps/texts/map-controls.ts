import { translations } from '#app/domain/i18n/catalogue';
import { mapControlsEnglish } from '#app/domain/maps/texts/en/map-controls';

export type { MapControlsTranslation } from '#app/domain/maps/texts/en/map-controls';

/**
 * The interactive map's controls (MapLibre's own UI texts, by its keys), for 'Explore the area': imported
 * only by the map's chunk (app/components/maps/area-map.client.ts), so no page's first load carries them.
 */
export const mapControlsTexts = translations('mapControls', mapControlsEnglish);
