import type { Translation } from '#app/domain/i18n/catalogue';

export const mapControlsEnglish = {
  'Map.Title': 'Map',
  'NavigationControl.ZoomIn': 'Zoom in',
  'NavigationControl.ZoomOut': 'Zoom out',
  'AttributionControl.ToggleAttribution': 'Toggle attribution',
  'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + scroll to zoom the map',
  'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + scroll to zoom the map',
  'CooperativeGesturesHandler.MobileHelpText': 'Use two fingers to move the map',
};

/** The shape the French texts must fill (app/domain/maps/texts/fr/map-controls.ts). */
export type MapControlsTranslation = Translation<typeof mapControlsEnglish>;
