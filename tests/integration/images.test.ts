import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '~/server/app';
import { getDb } from '~/server/db/client';
import { eq } from 'drizzle-orm';
import { uploads } from '~/server/db/schema';
import { readImageHeader } from '~/server/images/inspect';
import { ABANDONED_AFTER_MS } from '~/server/services/uploads';
import { jpegWithExif, ONE_PIXEL_GIF, pngBytes, pngAfterHeader, pngChunk, pngHeader } from '../factories/images';
import { HEIC_640x480 } from '../fixtures/files';
import { signedIn } from '../factories/sessions';
import { createUpload, objectsOf } from '../factories/uploads';
import { apiClient, call, ORIGIN, uploadImage as upload } from './request';

/** A stored upload's answer. The route types its URLs as nullable (it builds them with mediaUrl), though an upload always has both. */
async function processed(response: Awaited<ReturnType<typeof upload>>) {
  const { thumbnail, medium, metadata } = await response.json();
  if (!thumbnail || !medium) throw new Error(`the upload answered no URLs (status ${response.status})`);
  return { thumbnail, medium, metadata };
}
const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('POST /api/process-image', () => {
  it('stores a thumbnail (320 px) and a medium size (1280 px) of a JPEG, without its EXIF', async () => {
    const { cookie } = await signedIn();
    const response = await upload(jpegWithExif(1600, 1200), 'urlaub.jpg', cookie);
    expect(response.status).toBe(201);
    const body = await processed(response);
    expect(body.metadata).toEqual({ width: 1600, height: 1200 });
    const medium = await env.MEDIA.get(keyOf(body.medium));
    const thumbnail = await env.MEDIA.get(keyOf(body.thumbnail));
    expect(medium?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(medium?.httpMetadata?.cacheControl).toBe('public, max-age=31536000, immutable');
    const mediumBytes = new Uint8Array(await medium!.arrayBuffer());
    const text = new TextDecoder('latin1').decode(mediumBytes);
    expect(text).not.toContain('Exif');
    expect(text).not.toContain('GPS');
    expect(readImageHeader(mediumBytes)).toMatchObject({ width: 1280, height: 960 });
    expect(readImageHeader(new Uint8Array(await thumbnail!.arrayBuffer()))).toMatchObject({ width: 320, height: 240 });
  });

  it('handles a PNG by its real type, whatever its name, and keeps transparency as PNG', async () => {
    const { cookie } = await signedIn();
    const response = await upload(pngBytes(400, 300, 128), 'foto.jpg', cookie);
    expect(response.status).toBe(201);
    const body = await processed(response);
    expect(body.medium.endsWith('.png')).toBe(true);
    expect((await env.MEDIA.get(keyOf(body.medium)))?.httpMetadata?.contentType).toBe('image/png');
  });

  it('scales a 2560 px PNG (decoded row by row) and keeps it PNG while transparent', async () => {
    const response = await upload(pngBytes(2560, 1440, 0), 'breit.png', (await signedIn()).cookie);
    expect(response.status).toBe(201);
    const body = await processed(response);
    expect(body.metadata).toEqual({ width: 2560, height: 1440 });
    expect(readImageHeader(new Uint8Array(await (await env.MEDIA.get(keyOf(body.medium)))!.arrayBuffer()))).toMatchObject({
      type: 'png',
      width: 1280,
      height: 720,
    });
  });

  it('refuses what would not fit the memory budget: JPEG over 2048 px or 4 MiB, PNG over 2560 px', async () => {
    const { cookie } = await signedIn();
    const wide = jpegWithExif(16, 16);
    const sof = wide.findIndex((byte, i) => byte === 0xff && wide[i + 1] === 0xc0);
    new DataView(wide.buffer).setUint16(sof + 7, 2049);
    expect(await (await upload(wide, 'breit.jpg', cookie)).json()).toMatchObject({ code: 'image_dimensions_too_large' });
    const heavy = jpegWithExif(2000, 1500);
    expect(heavy.length).toBeGreaterThan(4 * 1024 * 1024);
    expect((await upload(heavy, 'schwer.jpg', cookie)).status).toBe(413);
    const png = pngBytes(16, 16);
    new DataView(png.buffer).setUint32(16, 2561);
    expect(await (await upload(png, 'breit.png', cookie)).json()).toMatchObject({ code: 'image_dimensions_too_large' });
  });

  it('never enlarges a small picture (a GIF of one pixel)', async () => {
    const response = await upload(ONE_PIXEL_GIF, 'pixel.gif', (await signedIn()).cookie);
    expect(response.status).toBe(201);
    expect((await processed(response)).metadata).toEqual({ width: 1, height: 1 });
  });

  it('refuses a text file named .png, a 30000 × 30000 px claim and a truncated picture with clear messages', async () => {
    const { cookie } = await signedIn();
    const text = await upload(new TextEncoder().encode('Ich bin gar kein Bild.'), 'bild.png', cookie);
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: 'image_unsupported', field: 'imageFile' });

    const huge = pngBytes(16, 16);
    new DataView(huge.buffer).setUint32(16, 30000);
    new DataView(huge.buffer).setUint32(20, 30000);
    const claim = await upload(huge, 'riesig.png', cookie);
    expect(claim.status).toBe(413);
    expect(await claim.json()).toMatchObject({ code: 'image_dimensions_too_large' });

    const truncated = await upload(jpegWithExif(200, 100).subarray(0, 400), 'kaputt.jpg', cookie);
    expect(truncated.status).toBe(400);
    expect(await truncated.json()).toMatchObject({ code: 'image_processing_failed', message: 'Bildverarbeitung fehlgeschlagen' });
    expect((await env.MEDIA.list()).objects).toEqual([]);
  });

  it('refuses a PNG whose second header claims a size the checks never saw, with its pixel data there', async () => {
    const { cookie } = await signedIn();
    // 3000 × 3000 RGBA rows of zeros (filter byte 0): 36 MB inflated, a few KB deflated.
    const rows = new Blob([new Uint8Array(3000 * (1 + 3000 * 4))]).stream().pipeThrough(new CompressionStream('deflate'));
    const data = new Uint8Array(await new Response(rows).arrayBuffer());
    const png = pngAfterHeader(pngChunk('IHDR', pngHeader(3000, 3000)), pngChunk('IDAT', data), pngChunk('IEND', new Uint8Array(0)));
    const response = await upload(png, 'zwei-koepfe.png', cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'image_processing_failed', field: 'imageFile' });
    expect((await env.MEDIA.list()).objects).toEqual([]);
  });

  it('refuses a chunked upload without Content-Length once it passes the limit, without reading the rest', async () => {
    const { cookie } = await signedIn();
    const total = 80 * 1024 * 1024;
    const piece = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent >= total) return controller.close();
          sent += piece.length;
          controller.enqueue(piece);
        },
      },
      { highWaterMark: 0 },
    );
    const headers = { origin: ORIGIN, cookie, 'content-type': 'multipart/form-data; boundary=rudel' };
    const response = await app.request('/api/process-image', { method: 'POST', body, headers }, env);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'image_too_large', field: 'imageFile', message: expect.stringContaining('50') });
    expect(sent).toBeLessThan(total);
  });

  it('decodes a real HEIC and stores both sizes', async () => {
    const response = await upload(HEIC_640x480, 'IMG_0001.HEIC', (await signedIn()).cookie);
    expect(response.status).toBe(201);
    const body = await processed(response);
    expect(body.metadata).toEqual({ width: 640, height: 480 });
    expect(readImageHeader(new Uint8Array(await (await env.MEDIA.get(keyOf(body.thumbnail)))!.arrayBuffer()))).toMatchObject({
      type: 'jpeg',
      width: 320,
      height: 240,
    });
  });

  it('answers a HEIC too large to decode here with the camera-format hint, without decoding it', async () => {
    const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const heic = (width: number, height: number) =>
      Uint8Array.from([...u32(20), ...ascii('ftypheic'), ...u32(0), ...ascii('mif1'), ...u32(20), ...ascii('ispe'), ...u32(0), ...u32(width), ...u32(height)]);
    const response = await upload(heic(4032, 3024), 'IMG_0002.HEIC', (await signedIn()).cookie);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'image_heic_too_large', message: expect.stringContaining('Kompatibler') });
    // 2048 × 2048 px is more than libheif's share of the budget (2048 × 1536 px).
    expect(await (await upload(heic(2048, 2048), 'IMG_0004.HEIC', (await signedIn()).cookie)).json()).toMatchObject({ code: 'image_heic_too_large' });
    const broken = await upload(HEIC_640x480.subarray(0, 2000), 'IMG_0003.HEIC', (await signedIn()).cookie);
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'image_heic_failed' });
  });

  it('asks for a file and refuses visitors', async () => {
    const empty = await apiClient({ cookie: (await signedIn()).cookie })['process-image'].$post(undefined, { init: { body: new FormData() } });
    expect(await empty.json()).toMatchObject({ code: 'image_missing' });
    expect((await upload(pngBytes(10, 10), 'a.png')).status).toBe(401);
  });
});

describe('POST /api/convert-heic', () => {
  it('answers a JPEG data URL of the HEIC and refuses other types', async () => {
    const { cookie } = await signedIn();
    const form = (bytes: Uint8Array) => {
      const data = new FormData();
      data.append('heicFile', new File([new Uint8Array(bytes)], 'IMG.HEIC'));
      return apiClient({ cookie })['convert-heic'].$post(undefined, { init: { body: data } });
    };
    const converted = await (await form(HEIC_640x480)).json();
    expect(converted.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    const jpeg = Uint8Array.from(atob(converted.dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    expect(readImageHeader(jpeg)).toEqual({ type: 'jpeg', width: 640, height: 480 });
    expect((await form(pngBytes(10, 10))).status).toBe(415);
  });
});

describe('GET /media/{key}', () => {
  it('serves stored images with their type, an ETag and immutable caching; 304 when unchanged', async () => {
    const body = await processed(await upload(pngBytes(50, 40), 'a.png', (await signedIn()).cookie));
    const response = await app.request(body.thumbnail, {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag') ?? '';
    const again = await app.request(body.thumbnail, { headers: { 'if-none-match': etag } }, env);
    expect(again.status).toBe(304);
    expect((await app.request('/media/images/nope/medium.jpg', {}, env)).status).toBe(404);
  });
});

describe('abandoned uploads', () => {
  it('are cleared from R2 when the member uploads again a day later; attached ones stay', async () => {
    const db = getDb(env.DB);
    const { user, cookie } = await signedIn('free');
    const abandoned = await processed(await upload(pngBytes(60, 60), 'weg.png', cookie));
    const attached = await processed(await upload(pngBytes(60, 60), 'ich.png', cookie));
    await apiClient({ cookie }).users[':id'].$patch({ param: { id: String(user.id) }, json: { avatarUrl: attached.thumbnail } });
    await db.update(uploads).set({ createdAt: new Date(Date.now() - ABANDONED_AFTER_MS - 1000) });

    const fresh = await processed(await upload(pngBytes(60, 60), 'neu.png', cookie));
    const prefixes = (await env.MEDIA.list()).objects.map((o) => o.key.split('/').slice(0, 2).join('/'));
    const prefixOf = (url: string) => keyOf(url).split('/').slice(0, 2).join('/');
    expect(new Set(prefixes)).toEqual(new Set([prefixOf(attached.thumbnail), prefixOf(fresh.thumbnail)]));
    expect(prefixes).not.toContain(prefixOf(abandoned.thumbnail));
  });
});

describe('an upload used in two places', () => {
  it("stays while the member's avatar shows it after their dog's photo is replaced, and goes once nothing shows it", async () => {
    const db = getDb(env.DB);
    const { user, cookie } = await signedIn('free');
    const shared = await createUpload(db, env.MEDIA, user.id, new Date());
    const next = await createUpload(db, env.MEDIA, user.id, new Date());
    const row = () => db.select().from(uploads).where(eq(uploads.prefix, shared.prefix));
    const avatar = (avatarUrl: string | null) => apiClient({ cookie }).users[':id'].$patch({ param: { id: String(user.id) }, json: { avatarUrl } });
    expect((await avatar(`/media/${shared.thumbnailKey}`)).status).toBe(200);
    const created = await call('POST', '/api/dogs', { name: 'Balu', photoUrl: `/media/${shared.mediumKey}` }, { cookie });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    expect((await call('PATCH', `/api/dogs/${id}`, { photoUrl: `/media/${next.mediumKey}` }, { cookie })).status).toBe(200);
    expect(await objectsOf(env.MEDIA, shared)).toEqual([shared.mediumKey, shared.thumbnailKey]);
    expect(await row()).toMatchObject([{ userId: user.id }]);

    expect((await avatar(null)).status).toBe(200);
    expect(await objectsOf(env.MEDIA, shared)).toEqual([]);
    expect(await row()).toEqual([]);
    expect(await objectsOf(env.MEDIA, next)).toEqual([next.mediumKey, next.thumbnailKey]);
  });
});

describe('avatar through PATCH /api/users/{id}', () => {
  it('sets an own upload as the picture, replaces it (deleting the old one) and removes it', async () => {
    const { user, cookie } = await signedIn('free');
    const patch = (avatarUrl: string | null) => apiClient({ cookie }).users[':id'].$patch({ param: { id: String(user.id) }, json: { avatarUrl } });
    const first = await processed(await upload(pngBytes(600, 600), 'ich.png', cookie));
    expect(await (await patch(first.thumbnail)).json()).toMatchObject({ avatarUrl: first.thumbnail });

    const second = await processed(await upload(pngBytes(500, 500), 'neu.png', cookie));
    expect(await (await patch(second.thumbnail)).json()).toMatchObject({ avatarUrl: second.thumbnail });
    const prefixOf = (url: string) => keyOf(url).split('/').slice(0, 2).join('/');
    expect((await env.MEDIA.list({ prefix: prefixOf(first.thumbnail) })).objects).toEqual([]);

    expect(await (await patch(null)).json()).toMatchObject({ avatarUrl: null });
    expect((await env.MEDIA.list()).objects).toEqual([]);
  });

  it("refuses someone else's upload and made-up URLs", async () => {
    const owner = await signedIn('free');
    const upload1 = await processed(await upload(pngBytes(100, 100), 'a.png', owner.cookie));
    const { user: thief, cookie } = await signedIn('free');
    for (const avatarUrl of [upload1.thumbnail, '/media/images/../secret', 'https://evil.example/a.jpg']) {
      const response = await apiClient({ cookie }).users[':id'].$patch({ param: { id: String(thief.id) }, json: { avatarUrl } });
      expect(response.status, avatarUrl).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'image_not_yours' });
    }
  });
});
