import { describe, expect, it } from 'vitest';
import { contentDisposition, neutraliseName } from '../../src/storage/names.js';
import { createBlobSigner } from '../../src/storage/signing.js';

const fileId = '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a';
const now = Date.UTC(2026, 10, 22, 14, 0, 0);
const expires = now / 1000 + 900;

describe('blob URL signatures (local driver)', () => {
  const signer = createBlobSigner('test-secret-with-at-least-32-characters!!');
  const grant = { method: 'PUT' as const, fileId, expires };
  const signature = signer.sign(grant);

  it('accepts its own signature until the expiry, and not one second after', () => {
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.verify(grant, signature, now)).toBe(true);
    expect(signer.verify(grant, signature, expires * 1000 - 1)).toBe(true);
    expect(signer.verify(grant, signature, expires * 1000)).toBe(false);
  });

  it('binds the method, the file, the part and the expiry', () => {
    expect(signer.verify({ ...grant, method: 'GET' }, signature, now)).toBe(false);
    expect(signer.verify({ ...grant, fileId: fileId.replace('8d', '9d') }, signature, now)).toBe(false);
    expect(signer.verify({ ...grant, partNumber: 1 }, signature, now)).toBe(false);
    expect(signer.verify({ ...grant, expires: expires + 60 }, signature, now)).toBe(false);
    const part = signer.sign({ ...grant, partNumber: 2 });
    expect(signer.verify({ ...grant, partNumber: 2 }, part, now)).toBe(true);
    expect(signer.verify({ ...grant, partNumber: 3 }, part, now)).toBe(false);
  });

  it('refuses changed, malformed and other servers’ signatures', () => {
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(signer.verify(grant, flipped, now)).toBe(false);
    expect(signer.verify(grant, signature.toUpperCase(), now)).toBe(false);
    expect(signer.verify(grant, signature.slice(2), now)).toBe(false);
    const other = createBlobSigner('another-secret-with-at-least-32-characters');
    expect(other.verify(grant, signature, now)).toBe(false);
  });
});

describe('file names', () => {
  it('drops directories, NUL and control characters', () => {
    expect(neutraliseName('../../etc/passwd')).toBe('passwd');
    expect(neutraliseName('/abs/path/a.png')).toBe('a.png');
    expect(neutraliseName('..\\..\\win.ini')).toBe('win.ini');
    expect(neutraliseName('a\u0000b\u001f\u007fc.txt')).toBe('abc.txt');
    expect(neutraliseName('evil\u202egnp.exe')).toBe('evilgnp.exe');
    expect(neutraliseName('..')).toBe('');
    expect(neutraliseName('  foto.png  ')).toBe('foto.png');
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('relatório "final".pdf')).toBe(
      `attachment; filename="relat_rio _final_.pdf"; filename*=UTF-8''relat%C3%B3rio%20%22final%22.pdf`,
    );
  });
});
