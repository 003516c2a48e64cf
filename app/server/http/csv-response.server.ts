/** CSV downloads of the back office (the file itself: app/domain/csv.ts). */

/** A download of `body` named `filename` (letters, digits, dots, dashes): never cached, never sniffed. */
export function csvResponse(filename: string, body: string): Response {
  const safeName = filename.replace(/[^A-Za-z0-9._-]/g, '-');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
