import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { personDataCells, type PersonDataSection } from '#app/domain/privacy/person-data';
import { personDataTexts as t } from '#app/domain/privacy/texts/staff';

/**
 * What is kept about one person (issue 32, item 3): the count of each kind, then each kind's rows, field by field,
 * in disclosures that open without JavaScript.
 */
export function PersonSummary({ sections }: { sections: PersonDataSection[] }) {
  return (
    <div className="flex flex-col gap-6">
      <AdminTable
        caption={t.title}
        minWidth="24rem"
        head={
          <>
            <Header>{t.kind}</Header>
            <Header className="text-right">{t.count}</Header>
          </>
        }
      >
        {sections.map((section) => (
          <Row key={section.kind}>
            <Cell label={t.kind} wide>
              <a href={`#kind-${section.kind}`} className="link">
                {section.label}
              </a>
            </Cell>
            <Cell label={t.count} className="text-right">
              <span data-testid={`count-${section.kind}`}>{section.rows.length}</span>
            </Cell>
          </Row>
        ))}
      </AdminTable>
      {sections.map((section) => (
        <details key={section.kind} id={`kind-${section.kind}`} className="card p-4">
          <summary className="cursor-pointer font-medium text-fg">
            {section.label} — {t.showRows(section.rows.length)}
          </summary>
          <ol className="mt-4 flex flex-col gap-4">
            {section.rows.map((row, index) => (
              <li key={index} className="border-t border-line pt-3">
                <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
                  {personDataCells(row).map(([key, value]) => (
                    <div key={key} className="contents">
                      <dt className="text-fg-muted">{key}</dt>
                      <dd className="break-words text-fg">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
