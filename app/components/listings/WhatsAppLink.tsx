import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { buttonClass } from '#app/components/ui/Button';
import { listingTexts } from '#app/domain/listings/texts/listing';

/**
 * "WhatsApp us" under a listing's inquiry form (issue 31, item 7): a plain link through the site, which counts the
 * click and goes on to wa.me with a message naming the listing (app/routes/resources/listing-whatsapp.ts). A
 * document navigation (`reloadDocument`): the route answers a redirect to another site, not a page.
 */
export function WhatsAppLink({ kind, id }: { kind: 'property' | 'rental'; id: string }) {
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
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
        </svg>
        {t.whatsappUs}
      </a>
    </div>
  );
}
