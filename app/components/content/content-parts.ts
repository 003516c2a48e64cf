import { hydrateLater } from '#app/components/ui/hydrate-later';

/**
 * The content pages' sections below the hero, each in a chunk of its own outside the pages' first-load
 * JavaScript (app/components/ui/hydrate-later.tsx, docs/decisions/043-first-load-javascript.md): the server renders
 * them with the page, which works as plain HTML (the search is a GET form) until each has hydrated.
 */
export const PropertySearch = hydrateLater(() => import('./PropertySearch').then((module) => module.PropertySearch));
export const Testimonials = hydrateLater(() => import('./Testimonials').then((module) => module.Testimonials));
export const CallToAction = hydrateLater(() => import('./CallToAction').then((module) => module.CallToAction));
