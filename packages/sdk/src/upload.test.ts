import { afterEach, describe, expect, it } from 'vitest';
import { PostifyApiError } from './errors.js';
import { failure, startTestServer, success } from './testing/http-server.js';
import { storedFileAsUpload, type UploadProgress, uploadToSignedUrl } from './upload.js';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const bytes = (size: number) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/png' });

describe('uploadToSignedUrl', () => {
  it('sends the bytes with the declared type and reports progress up to 100 %', async () => {
    server = await startTestServer((r) => ({ status: 200, body: success({ received: r.body.length }) }));
    const events: UploadProgress[] = [];
    const response = await uploadToSignedUrl({
      url: `${server.url}/blob?signature=abc`,
      body: bytes(256 * 1024),
      contentType: 'image/png',
      onProgress: (p) => events.push(p),
    });
    expect(response.status).toBe(200);
    expect(server.requests[0]?.method).toBe('PUT');
    expect(server.requests[0]?.headers['content-type']).toBe('image/png');
    expect(server.requests[0]?.body.length).toBe(256 * 1024);
    expect(events.length).toBeGreaterThan(1);
    expect(events.map((e) => e.percent)).toEqual([...events.map((e) => e.percent)].sort((a, b) => a - b));
    expect(events.at(-1)).toEqual({ loaded: 256 * 1024, total: 256 * 1024, percent: 100 });
  });

  it.each([201, 204])('treats HTTP %i as a failed upload', async (status) => {
    server = await startTestServer(() => ({ status }));
    await expect(
      uploadToSignedUrl({ url: `${server.url}/blob`, body: bytes(10), contentType: 'image/png' }),
    ).rejects.toMatchObject({ status, code: 'UPLOAD_FAILED', message: 'Erro ao enviar arquivo' });
  });

  it('surfaces the storage error envelope of a refused upload', async () => {
    server = await startTestServer(() => ({
      status: 403,
      body: failure('FORBIDDEN', 'Link de envio expirado'),
    }));
    const error = await uploadToSignedUrl({
      url: `${server.url}/blob`,
      body: bytes(10),
      contentType: 'image/png',
    }).catch((e) => e);
    expect(error).toBeInstanceOf(PostifyApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Link de envio expirado' });
  });

  it('rejects with an AbortError when cancelled before it starts', async () => {
    server = await startTestServer(() => ({ status: 200 }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadToSignedUrl({
        url: `${server.url}/blob`,
        body: bytes(10),
        contentType: 'image/png',
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('storedFileAsUpload', () => {
  it('reads a stored file through its signed link as a File with its own name and type', async () => {
    server = await startTestServer(() => ({ status: 200, body: { pixels: [1, 2, 3] } }));
    const file = await storedFileAsUpload({
      fileUrl: `${server.url}/blob?signature=abc`,
      fileName: 'banner-natal.png',
      contentType: 'image/png',
    });
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.type]).toEqual(['banner-natal.png', 'image/png']);
    expect(JSON.parse(await file.text())).toEqual({ pixels: [1, 2, 3] });
  });

  it('refuses an expired or removed link with a pt-BR message', async () => {
    server = await startTestServer(() => ({
      status: 403,
      body: failure('FORBIDDEN', 'Link inválido ou expirado'),
    }));
    const reading = storedFileAsUpload({
      fileUrl: `${server.url}/blob`,
      fileName: 'a.png',
      contentType: 'image/png',
    });
    await expect(reading).rejects.toBeInstanceOf(PostifyApiError);
    await expect(reading).rejects.toMatchObject({
      status: 403,
      message: 'Não foi possível carregar o arquivo',
    });
  });
});
