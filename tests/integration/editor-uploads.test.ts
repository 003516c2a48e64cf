/**
 * Photos through the back office editors (issue 12), on both engines: files posted with the property editor's
 * own form (no JavaScript) are stored and join the list in order, typed fields kept; refusals name their
 * file and change nothing; a save takes size, placeholder and variants from the media row, never from the
 * form; the JSON endpoint of the editors with JavaScript; the blog's featured photo; the media library's
 * delete, refused while a listing uses the image.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingImage } from '#app/domain/media/images';
import { mediaTexts } from '#app/domain/media/media';
import * as blogEditor from '#app/routes/admin/blog-editor';
import * as mediaLibrary from '#app/routes/admin/media';
import * as mediaUpload from '#app/routes/admin/media-upload';
import * as propertyEditor from '#app/routes/admin/property-editor';
import { signInStaff, staffRequestContext, type SignedInStaff } from '#tests/helpers/booking-desk';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { postForm, unwrap } from '#tests/helpers/fixtures';

// The app's MEDIA_DIR for this file, before anything reads the environment.
vi.hoisted(() => {
  process.env.MEDIA_DIR = `${process.env.TMPDIR ?? '/tmp'}/editor-uploads-test-${process.pid}-${Date.now()}`;
});

let photos: { terrace: Blob; pool: Blob; small: Blob; heic: Blob };
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'editor-uploads-'));
  const jpeg = (width: number, height: number, colour: string) =>
    sharp({ create: { width, height, channels: 3, background: colour } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`,
          ),
        },
      ])
      .jpeg()
      .toBuffer();
  const blob = (buffer: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(buffer)], { type });
  // An iPhone photo's first bytes: an ISO box of brand heic.
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
  photos = {
    terrace: blob(await jpeg(1600, 1200, '#c0603a')),
    pool: blob(await jpeg(1400, 1050, '#2f7fa8')),
    small: blob(await jpeg(800, 600, '#7a6a4f')),
    heic: blob(heic, 'image/heic'),
  };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(process.env.MEDIA_DIR!, { recursive: true, force: true });
});

type Args = never;
type Files = [name: string, blob: Blob][];

describe.each(ENGINES)('editor uploads on %s', (engine) => {
  const database = useTestDatabase(engine);
  let staff: SignedInStaff;
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;

  beforeAll(async () => {
    staff = await signInStaff(
      database().db,
      `uploads-${engine}@example.com`,
      `192.0.2.${engine === 'pglite' ? 60 : 61}`,
    );
  });

  /** A multipart post like the editor's form: fields, then the chosen files under `photos`. */
  function multipart(to: string, fields: Record<string, string>, files: Files = []): Request {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const [name, blob] of files) form.append('photos', blob, name);
    return new Request(`http://localhost${to}`, { method: 'POST', body: form, headers: { Cookie: staff.cookie } });
  }
  async function run(
    route: { action: (args: Args) => unknown },
    request: Request,
    params: Record<string, string> = {},
  ) {
    try {
      return await route.action({ request, params, context: staffRequestContext(database().db, staff) } as Args);
    } catch (thrown) {
      return thrown;
    }
  }
  const location = (result: unknown) => (result instanceof Response ? result.headers.get('Location') : null);
  type Reply = {
    result: { initialValue?: Record<string, unknown>; error?: Record<string, string[]> };
    media: { errors: string[]; warnings: string[]; items?: Record<number, string> };
  };

  const villa = {
    title: 'Upload Villa',
    price: '4200000',
    property_type: 'villa',
    location: 'Flamands',
    island: 'Saint Barthélemy',
    bedrooms: '4',
    bathrooms: '4',
    area: '380',
    status: 'published',
    address: 'Flamands Road',
    description: 'Photographed by the editor upload test.',
    'images[0].src': '/images/demo/villa-01.webp',
    'images[0].alt': 'The villa from the pool',
  };

  it('stores chosen photos and answers with the list as it now is, what was typed kept, nothing saved', async () => {
    const result = unwrap<Reply>(
      await run(
        propertyEditor,
        multipart('/admin/properties/new', { ...villa, intent: 'upload' }, [
          ['terrace.jpg', photos.terrace],
          ['pool.jpg', photos.pool],
        ]),
        { id: 'new' },
      ),
    );
    expect(result.status).toBe(200);
    expect(result.data.media).toEqual({ errors: [], warnings: [] });
    const images = result.data.result.initialValue!.images as { src: string; alt: string }[];
    expect(images.map((image) => image.alt ?? '')).toEqual(['The villa from the pool', '', '']);
    expect(images[0]!.src).toBe('/images/demo/villa-01.webp');
    // The largest variant (the layout's widths stop at 1280 below 1920 px).
    expect(images[1]!.src).toMatch(/^\/media\/[0-9a-f]{32}\/1280\.webp$/);
    expect(images[2]!.src).toMatch(/^\/media\/[0-9a-f]{32}\/1280\.webp$/);
    expect(images[1]!.src).not.toBe(images[2]!.src);
    expect(result.data.result.initialValue!.title).toBe('Upload Villa');
    // Stored (two rows), not yet used by anything; no property was created.
    expect(await q('select file_name, width, height from media order by file_name')).toEqual([
      { file_name: 'pool.jpg', width: 1400, height: 1050 },
      { file_name: 'terrace.jpg', width: 1600, height: 1200 },
    ]);
    expect(await q('select id from properties where title = $1', ['Upload Villa'])).toEqual([]);
  });

  it('refuses what is not a usable photo by name, keeps the others, warns of a small one, and stays on the page', async () => {
    const result = unwrap<Reply>(
      await run(
        propertyEditor,
        // A save with files: the refusal must be seen, so nothing is saved and the page answers.
        multipart('/admin/properties/new', { ...villa, title: 'Refused Villa' }, [
          ['IMG_0042.HEIC', photos.heic],
          ['small.jpg', photos.small],
        ]),
        { id: 'new' },
      ),
    );
    expect(result.status).toBe(400);
    expect(result.data.media.errors).toEqual([mediaTexts.heic('IMG_0042.HEIC')]);
    expect(result.data.media.warnings).toEqual([mediaTexts.small('small.jpg', 800, 600)]);
    const images = result.data.result.initialValue!.images as { src: string }[];
    expect(images).toHaveLength(2);
    expect(images[1]!.src).toMatch(/^\/media\/[0-9a-f]{32}\/800\.webp$/);
    expect(await q('select id from properties where title = $1', ['Refused Villa'])).toEqual([]);
  });

  it('saves stored photos with their size, placeholder and variants from the media row, never from the form', async () => {
    const [terrace] = await q<{ hash: string }>(`select hash from media where file_name = 'terrace.jpg'`);
    const src = `/media/${terrace!.hash}/1280.webp`;
    const saved = await run(
      propertyEditor,
      postForm(
        '/admin/properties/new',
        {
          ...villa,
          'images[1].src': src,
          'images[1].alt': 'Terrace at dusk',
          'images[1].caption': 'West terrace',
          // Whatever a crafted post claims about the photo is ignored.
          'images[1].width': '9',
          'images[1].placeholder': 'data:image/png;base64,AAAA',
        },
        { Cookie: staff.cookie },
      ),
      { id: 'new' },
    );
    expect(location(saved)).toMatch(/^\/admin\/properties/);
    const [row] = await q<{ id: string; images: ListingImage[] }>(
      'select id, images from properties where title = $1',
      ['Upload Villa'],
    );
    expect(row!.images[1]).toMatchObject({
      src,
      alt: 'Terrace at dusk',
      caption: 'West terrace',
      width: 1600,
      height: 1200,
      media: { hash: terrace!.hash, base: `/media/${terrace!.hash}`, widths: [320, 480, 640, 800, 960, 1280] },
    });
    expect(row!.images[1]!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(row!.images[0]).toEqual({
      src: '/images/demo/villa-01.webp',
      alt: 'The villa from the pool',
      caption: null,
    });

    // The library shows where it is used and refuses its delete, with the use.
    const refused = unwrap<{ error: string; uses: { id: string; title: string }[] }>(
      await run(
        mediaLibrary,
        postForm('/admin/media', { intent: 'delete', id: terrace!.hash, confirm: 'yes' }, { Cookie: staff.cookie }),
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.error).toBe(mediaTexts.inUse(1));
    expect(refused.data.uses).toEqual([
      expect.objectContaining({ kind: 'property', id: row!.id, title: 'Upload Villa' }),
    ]);
    expect(await q('select count(*)::int as n from media where hash = $1', [terrace!.hash])).toEqual([{ n: 1 }]);

    // An unused one goes, files and row, after the confirmation.
    const [pool] = await q<{ hash: string }>(`select hash from media where file_name = 'pool.jpg'`);
    const asked = unwrap<{ confirmDelete: { id: string; title: string } }>(
      await run(mediaLibrary, postForm('/admin/media', { intent: 'delete', id: pool!.hash }, { Cookie: staff.cookie })),
    );
    expect(asked.data.confirmDelete).toEqual({ id: pool!.hash, title: 'pool.jpg' });
    const deleted = await run(
      mediaLibrary,
      postForm(
        '/admin/media?show=unused',
        { intent: 'delete', id: pool!.hash, confirm: 'yes' },
        { Cookie: staff.cookie },
      ),
    );
    expect(location(deleted)).toBe('/admin/media?show=unused');
    expect(await q('select count(*)::int as n from media where hash = $1', [pool!.hash])).toEqual([{ n: 0 }]);
  });

  it('answers the JavaScript uploads one file at a time as JSON', async () => {
    const ok = (await run(
      mediaUpload,
      multipart('/admin/media/upload', {}, [['terrace.jpg', photos.terrace]]),
    )) as Response;
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Cache-Control')).toBe('no-store');
    const answer = (await ok.json()) as { image: { src: string; alt: string }; warnings: string[] };
    // The same photo again: the same stored image (by content), no second row.
    expect(answer.image.src).toMatch(/^\/media\/[0-9a-f]{32}\/1280\.webp$/);
    expect(answer.warnings).toEqual([]);
    expect(await q(`select count(*)::int as n from media where file_name = 'terrace.jpg'`)).toEqual([{ n: 1 }]);

    const refused = (await run(
      mediaUpload,
      multipart('/admin/media/upload', {}, [['IMG_0042.HEIC', photos.heic]]),
    )) as Response;
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: mediaTexts.heic('IMG_0042.HEIC') });
    const empty = (await run(mediaUpload, multipart('/admin/media/upload', {}))) as Response;
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: mediaTexts.editor.noFile });
  });

  it("makes an uploaded photo a post's featured image, with its alt text and the media row's details", async () => {
    const held = unwrap<{ result: { initialValue: Record<string, string> } }>(
      await run(
        blogEditor,
        multipart(
          '/admin/blogs/new',
          {
            title: 'Pool Season',
            slug: '',
            featured_image: '/images/demo/blog-01.webp',
            status: 'draft',
            content: 'Hello.',
            intent: 'upload',
          },
          [['pool2.jpg', photos.pool]],
        ),
        { id: 'new' },
      ),
    );
    const src = held.data.result.initialValue.featured_image!;
    expect(src).toMatch(/^\/media\/[0-9a-f]{32}\/1280\.webp$/);
    expect(held.data.result.initialValue.title).toBe('Pool Season');
    const saved = await run(
      blogEditor,
      postForm(
        '/admin/blogs/new',
        {
          title: 'Pool Season',
          slug: '',
          featured_image: src,
          featured_image_alt: 'The pool at noon',
          status: 'draft',
          content: 'Hello.',
        },
        { Cookie: staff.cookie },
      ),
      { id: 'new' },
    );
    expect(location(saved)).toMatch(/^\/admin\/blogs/);
    const [post] = await q<{ featured_image: string; featured_image_meta: Record<string, unknown> }>(
      'select featured_image, featured_image_meta from blog_posts where title = $1',
      ['Pool Season'],
    );
    expect(post!.featured_image).toBe(src);
    expect(post!.featured_image_meta).toMatchObject({ alt: 'The pool at noon', width: 1400, height: 1050 });
  });
});
