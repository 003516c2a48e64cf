import { translations } from '#app/domain/i18n/catalogue';
import { mapEnglish } from './en/map';

export type { MapTranslation } from './en/map';

/** The islands' maps: captions, the scale bar and the data's attribution. */
export const mapTexts = translations('map', mapEnglish);
