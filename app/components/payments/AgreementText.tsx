import { Fragment } from 'react';
import { agreementBlocks } from '#app/domain/payments/agreement-text';

/**
 * A rental agreement's text as paragraphs and headings (agreementBlocks), shown as text, never as HTML: the
 * guest's page and the staff's list of versions alike. A region of its own, which may scroll.
 */
export function AgreementText({ body, label, className }: { body: string; label: string; className?: string }) {
  return (
    // Focusable so a keyboard can scroll it when it overflows.
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      <div className="flex max-w-prose flex-col gap-3 text-[0.9375rem] leading-relaxed text-fg">
        {agreementBlocks(body).map((block, index) =>
          block.kind === 'heading' ? (
            <h3 key={index} className="mt-2 font-semibold text-fg first:mt-0">
              {block.lines[0]}
            </h3>
          ) : (
            <p key={index}>
              {block.lines.map((line, n) => (
                <Fragment key={n}>
                  {n > 0 ? <br /> : null}
                  {line}
                </Fragment>
              ))}
            </p>
          ),
        )}
      </div>
    </div>
  );
}
