import { serializeJsonLd } from '#app/domain/seo/json-ld';

/**
 * A page's structured data (schema.org JSON-LD), built by its loader (app/domain/seo/json-ld.ts). A data block,
 * not a script: browsers never run it, so the Content-Security-Policy has nothing to allow.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
