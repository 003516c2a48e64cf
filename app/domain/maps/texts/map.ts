import { translations } from '#app/domain/i18n/catalogue';
import { mapEnglish } from '#app/domain/maps/texts/en/map';

export type { MapTranslation } from '#app/domain/maps/texts/en/map';

/** The islands' maps: captions, the scale bar and the data's attribution. */
export const mapTexts = translations('map', mapEnglish);
