import type { MapControlsTranslation } from '#app/domain/maps/texts/map-controls';

export const mapControlsFrench: MapControlsTranslation = {
  'Map.Title': 'Carte',
  'NavigationControl.ZoomIn': 'Zoom avant',
  'NavigationControl.ZoomOut': 'Zoom arrière',
  'AttributionControl.ToggleAttribution': 'Afficher ou masquer les sources',
  'CooperativeGesturesHandler.WindowsHelpText': 'Ctrl + molette pour zoomer sur la carte',
  'CooperativeGesturesHandler.MacHelpText': '⌘ + molette pour zoomer sur la carte',
  'CooperativeGesturesHandler.MobileHelpText': 'Deux doigts pour déplacer la carte',
};
