import { SITE_NAME } from '#app/domain/constants';
import { NOINDEX } from '#app/domain/seo/meta';

/**
 * The bare route of `npm run bench`: no loader of its own, rendered by the same server, middleware, root loader and
 * document shell (header and footer included) as every page, so its rate is the site's fixed cost per request.
 * Never indexed; it says nothing a visitor needs.
 */
export const meta = () => [{ title: SITE_NAME }, NOINDEX];

export default function BenchFloor() {
  return <p className="container-page py-20">·</p>;
}
