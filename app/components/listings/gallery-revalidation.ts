import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The gallery's parameters (app/components/listings/Gallery.tsx), apart from the gallery: a route module imports
 * this at once, the gallery itself loads later (app/components/listings/listing-parts.ts).
 */
const GALLERY_PARAMS = ['image', 'gallery'];

/** For detail routes: choosing a photo changes only gallery parameters, which need no new data. */
export function galleryShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutGallery = (url: URL) => {
    const params = new URLSearchParams(url.search);
    GALLERY_PARAMS.forEach((name) => params.delete(name));
    return params.toString();
  };
  return withoutGallery(currentUrl) !== withoutGallery(nextUrl) && defaultShouldRevalidate;
}
