import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { buttonClass } from '#app/components/ui/button-class';
import { listingTexts } from '#app/domain/listings/texts/listing';

/**
 * "WhatsApp us" under a listing's inquiry form (issue 31, item 7): a plain link through the site, which counts the
 * click and goes on to wa.me with a message naming the listing (app/routes/resources/listing-whatsapp.ts). A
 * document navigation (`reloadDocument`): the route answers a redirect to another site, not a page.
 */
export default function WhatsAppLink({ kind, id }: { kind: 'property' | 'rental'; id: string }) {
  const t = useTexts(listingTexts);
  const localized = useLocalizedPath();
  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-line pt-5">
      <p className="text-sm text-fg-muted">{t.whatsappLead}</p>
      <a
        href={localized(`/${kind === 'rental' ? 'rentals' : 'properties'}/${id}/whatsapp`)}
        rel="nofollow noopener"
        className={`${buttonClass({ variant: 'secondary', block: true })} leading-snug whitespace-normal`}
      >
        {/* The mark from public/icons, painted in the text colour (both themes), so no path ships in the page script. */}
        <span
          aria-hidden="true"
          className="size-5 shrink-0 bg-current [mask:url(/icons/whatsapp.svg)_center/contain_no-repeat]"
        />
        {t.whatsappUs}
      </a>
    </div>
  );
}
