import { staffAgreementTexts } from '#app/domain/payments/rental-agreement';
import { AgreementText } from './AgreementText';

/** A version as /admin/settings/rental-agreement lists it. */
export interface AgreementVersionItem {
  version: number;
  bodyEn: string;
  bodyFr: string;
  publishedOn: string;
  publishedBy: string;
}

const text = staffAgreementTexts;

/**
 * The rental agreement's versions on the staff's screen: the one in force with both its texts, then the past
 * ones, each folded (a native <details>: no JavaScript needed).
 */
export function AgreementVersions({
  inForce,
  past,
}: {
  inForce: AgreementVersionItem | null;
  past: AgreementVersionItem[];
}) {
  return (
    <>
      {inForce ? (
        <section aria-labelledby="agreement-in-force" className="card p-5 sm:p-7">
          <h2 id="agreement-in-force" className="font-display text-2xl text-fg">
            {text.version(inForce.version, inForce.publishedOn, inForce.publishedBy)}
          </h2>
          <Texts item={inForce} />
        </section>
      ) : null}
      <section aria-labelledby="agreement-past" className="card p-5 sm:p-7">
        <h2 id="agreement-past" className="font-display text-2xl text-fg">
          {text.pastVersions}
        </h2>
        {past.length === 0 ? (
          <p className="mt-3 text-sm text-fg-muted">{text.noPastVersions}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line border-y border-line">
            {past.map((item) => (
              <li key={item.version} className="py-3">
                <details>
                  <summary className="cursor-pointer text-sm text-fg">
                    {text.version(item.version, item.publishedOn, item.publishedBy)} · {text.showText}
                  </summary>
                  <Texts item={item} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Texts({ item }: { item: AgreementVersionItem }) {
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      {(
        [
          [text.english, item.bodyEn, 'en'],
          [text.french, item.bodyFr, 'fr'],
        ] as const
      ).map(([label, body, lang]) => (
        <div key={lang} lang={lang}>
          <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</h3>
          <AgreementText
            body={body}
            label={`${text.title} ${item.version} (${label})`}
            className="mt-2 max-h-80 overflow-y-auto rounded-sm border border-line p-4"
          />
        </div>
      ))}
    </div>
  );
}
