import { Form, Link, useFetcher } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { ConfirmDeletePanel, DeleteButton, rowButtonClass, type RowFetcher } from '#app/components/admin/RowActions';
import { Pagination } from '#app/components/listings/Pagination';
import { buttonClass } from '#app/components/ui/button-class';
import { formatDate } from '#app/domain/format';
import {
  formatFileSize,
  formatPixelSize,
  isMediaListFiltered,
  MEDIA_LIBRARY_PATH,
  mediaLibraryTexts,
  MEDIA_USE_LABELS,
  mediaListSearch,
  mediaUseLinks,
  type MediaListState,
} from '#app/domain/media/library';
import type { MediaUse } from '#app/domain/media/media';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import {
  loadMediaLibrary,
  runMediaAction,
  type MediaActionData,
  type MediaLibraryItem,
} from '#app/server/media/library.server';
import { mediaStoreFor } from '#app/server/media/store.server';
import type { Route } from './+types/media';

/** Every stored image, newest first: `q` searches file names and alt texts, `show=unused`, `page`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'media');
  return loadMediaLibrary(capabilities, new URL(request.url));
}

/** intent=delete with `id` (the hash) and confirm=yes: deletes an image nothing uses (see runMediaAction). */
export async function action({ request, context }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'media');
  return runMediaAction(capabilities, mediaStoreFor(request), await request.formData(), request);
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { state, rows, total, pageCount } = loaderData;
  const filtered = isMediaListFiltered(state);
  const hrefFor = (page: number) => `${MEDIA_LIBRARY_PATH}${mediaListSearch({ ...state, page })}`;

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={mediaLibraryTexts.title} />
      <p className="-mt-4 max-w-3xl text-fg-muted">{mediaLibraryTexts.lead}</p>
      {actionData?.error ? <RefusalNotice error={actionData.error} uses={actionData.uses} /> : null}
      {actionData?.confirmDelete ? (
        <ConfirmDeletePanel {...actionData.confirmDelete} confirmText={mediaLibraryTexts.deleteConfirm} />
      ) : null}

      <MediaToolbar state={state} />
      <p className="-mt-4 text-xs text-fg-muted" aria-live="polite">
        {total} {total === 1 ? mediaLibraryTexts.noun[0] : mediaLibraryTexts.noun[1]}
        {pageCount > 1 ? ` · page ${state.page} of ${pageCount}` : ''}
      </p>

      {rows.length === 0 ? (
        <EmptyLibrary state={state} filtered={filtered} />
      ) : (
        <AdminTable
          caption={mediaLibraryTexts.caption}
          minWidth="48rem"
          head={
            <>
              <Header>Image</Header>
              <Header>Size</Header>
              <Header>{mediaLibraryTexts.usedBy}</Header>
              <Header className="text-right">Actions</Header>
            </>
          }
        >
          {rows.map((row) => (
            <MediaRow key={row.hash} row={row} />
          ))}
        </AdminTable>
      )}
      <Pagination page={state.page} pageCount={pageCount} hrefFor={hrefFor} label={mediaLibraryTexts.pagesLabel} />
    </div>
  );
}

/** Search (file name, alt text) and the used/unused filter, as a GET form: the list's state is its URL. */
function MediaToolbar({ state }: { state: MediaListState }) {
  return (
    <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="media-q" className="label">
          {mediaLibraryTexts.searchLabel}
        </label>
        <input
          id="media-q"
          type="search"
          name="q"
          defaultValue={state.q}
          placeholder={mediaLibraryTexts.searchPlaceholder}
          className="input mt-1"
        />
      </div>
      <div>
        <label htmlFor="media-show" className="label">
          {mediaLibraryTexts.filterLabel}
        </label>
        <select id="media-show" name="show" defaultValue={state.show} className="select mt-1">
          {mediaLibraryTexts.filterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass({ variant: 'secondary' })}>
        Search
      </button>
    </Form>
  );
}

function EmptyLibrary({ state, filtered }: { state: MediaListState; filtered: boolean }) {
  const [title, text] =
    state.show === 'unused' && !state.q
      ? [mediaLibraryTexts.noUnusedTitle, mediaLibraryTexts.noUnusedText]
      : filtered
        ? [mediaLibraryTexts.noMatchTitle, mediaLibraryTexts.noMatchText]
        : [mediaLibraryTexts.emptyTitle, mediaLibraryTexts.emptyText];
  return (
    <div className="card flex flex-col items-center gap-2 px-6 py-14 text-center">
      <p className="font-display text-2xl text-fg">{title}</p>
      <p className="text-sm text-fg-muted">{text}</p>
      {filtered ? (
        <Link to={MEDIA_LIBRARY_PATH} className="link mt-2 text-sm">
          Show all images
        </Link>
      ) : null}
    </div>
  );
}

/** One image: its thumbnail, name and date; its size; where it is used; Delete when nothing uses it. */
function MediaRow({ row }: { row: MediaLibraryItem }) {
  const fetcher = useFetcher<MediaActionData>() as unknown as RowFetcher;
  const refused = fetcher.state === 'idle' ? (fetcher.data as MediaActionData | undefined) : undefined;
  return (
    <Row>
      <Cell wide>
        <div className="flex items-center gap-3">
          <img
            src={row.thumbnail}
            alt=""
            width={96}
            height={72}
            loading="lazy"
            style={{ backgroundColor: row.dominant_color }}
            className="aspect-[4/3] w-24 shrink-0 rounded-sm border border-line object-cover"
          />
          <div className="min-w-0">
            <p className="font-medium break-all text-fg">{row.file_name}</p>
            <p className="text-xs text-fg-muted">
              <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>
            </p>
          </div>
        </div>
      </Cell>
      <Cell label="Size" className="text-sm whitespace-nowrap text-fg-muted">
        <p>{formatFileSize(row.bytes)}</p>
        <p>{formatPixelSize(row.width, row.height)}</p>
      </Cell>
      <Cell label={mediaLibraryTexts.usedBy} wide className="text-sm">
        {row.uses.length ? (
          <UseList uses={row.uses} />
        ) : (
          <span className="text-fg-muted">{mediaLibraryTexts.unused}</span>
        )}
      </Cell>
      {row.uses.length ? (
        <Cell className="max-md:hidden" />
      ) : (
        <Cell wide className="text-right">
          <div className="flex flex-col items-end gap-2 max-md:items-start">
            <DeleteButton
              fetcher={fetcher}
              id={row.hash}
              title={row.file_name}
              confirmText={mediaLibraryTexts.deleteConfirm}
            />
            {refused?.error ? (
              <p role="alert" className="field-error mt-0 text-right max-md:text-left">
                {refused.error}
              </p>
            ) : null}
          </div>
        </Cell>
      )}
    </Row>
  );
}

function UseList({ uses }: { uses: readonly MediaUse[] }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {uses.map((use) => {
        const links = mediaUseLinks(use);
        return (
          <li key={`${use.kind}-${use.id}`} className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-xs text-fg-muted">{MEDIA_USE_LABELS[use.kind]}</span>
            <span className="text-fg">{use.title}</span>
            <Link to={links.editor} className={rowButtonClass()}>
              {mediaLibraryTexts.editorLink}
              <span className="sr-only">: {use.title}</span>
            </Link>
            {links.page ? (
              <Link to={links.page} className={rowButtonClass()}>
                {mediaLibraryTexts.pageLink}
                <span className="sr-only">: {use.title}</span>
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A refused delete: why, and where the image is used (remove it there first). */
function RefusalNotice({ error, uses }: { error: string; uses?: MediaUse[] }) {
  return (
    <AdminAlert>
      <p>{error}</p>
      {uses?.length ? (
        <div className="mt-2">
          <UseList uses={uses} />
        </div>
      ) : null}
    </AdminAlert>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(mediaLibraryTexts.title);
