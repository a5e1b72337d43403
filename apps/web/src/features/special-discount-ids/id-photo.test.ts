// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { COMPRESS_TARGET_MB, PHOTO_LIMIT_BYTES, type PhotoLoaders, photoKind, prepareIdPhoto } from './id-photo';

const MB = 1024 * 1024;
const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes).fill(7)], name, { type });

/** Loaders that record their use: the converter turns anything into a JPEG of `heicBytes`, the compressor into `compressedBytes`. */
function spyLoaders({ heicBytes = 500_000, compressedBytes = [1_500_000] as number[] } = {}) {
  const heicTo = vi.fn(
    async (_: { blob: Blob; type: 'image/jpeg'; quality?: number }) =>
      new Blob([new Uint8Array(heicBytes)], { type: 'image/jpeg' }),
  );
  let call = 0;
  const compress = vi.fn(async (_file: File, _options: Record<string, unknown>) => {
    const bytes = compressedBytes[Math.min(call++, compressedBytes.length - 1)] ?? 0;
    return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
  });
  const loaders = {
    heic: vi.fn(async () => ({ heicTo })),
    compressor: vi.fn(async () => ({ default: compress })),
  } satisfies PhotoLoaders;
  return { loaders, heicTo, compress };
}

describe('what a chosen file is', () => {
  it('is read from its type, or from its extension when the type says nothing useful', () => {
    expect(photoKind({ name: 'id.jpg', type: 'image/jpeg' })).toBe('jpeg');
    expect(photoKind({ name: 'ID.JPEG', type: '' })).toBe('jpeg');
    expect(photoKind({ name: 'id.png', type: 'application/octet-stream' })).toBe('png');
    expect(photoKind({ name: 'IMG_0001.HEIC', type: '' })).toBe('heic');
    expect(photoKind({ name: 'photo', type: 'image/heif' })).toBe('heic');
    expect(photoKind({ name: 'id.gif', type: 'image/gif' })).toBeNull();
    expect(photoKind({ name: 'id.webp', type: 'image/webp' })).toBeNull();
    expect(photoKind({ name: 'id.pdf', type: 'application/pdf' })).toBeNull();
  });
});

describe('preparing the ID photo', () => {
  it('sends a JPEG or PNG within 2 MB as it is, loading neither library', async () => {
    const { loaders } = spyLoaders();
    const jpeg = file('id.jpg', 'image/jpeg', 3);
    const prepared = await prepareIdPhoto(jpeg, loaders);
    expect(prepared).toEqual({ ok: true, file: jpeg, base64: 'data:image/jpeg;base64,BwcH' });
    expect((await prepareIdPhoto(file('id.png', 'image/png', PHOTO_LIMIT_BYTES), loaders)).ok).toBe(true);
    expect(loaders.heic).not.toHaveBeenCalled();
    expect(loaders.compressor).not.toHaveBeenCalled();
  });

  it.each([
    ['a .gif', file('id.gif', 'image/gif')],
    ['a .webp', file('id.webp', 'image/webp')],
  ])("refuses %s: This file type isn't supported.", async (_, chosen) => {
    const { loaders } = spyLoaders();
    expect(await prepareIdPhoto(chosen, loaders)).toEqual({ ok: false, message: "This file type isn't supported." });
    expect(loaders.heic).not.toHaveBeenCalled();
    expect(loaders.compressor).not.toHaveBeenCalled();
  });

  it('asks again for no file or an empty one', async () => {
    const required = { ok: false, message: 'Upload the required file type and try again.' };
    expect(await prepareIdPhoto(null)).toEqual(required);
    expect(await prepareIdPhoto(file('id.jpg', 'image/jpeg', 0))).toEqual(required);
  });

  it('compresses a photo over 2 MB to a JPEG just under it, loading only the compressor', async () => {
    const { loaders, compress } = spyLoaders({ compressedBytes: [1_800_000] });
    const big = file('id.png', 'image/png', 2 * MB + 1);
    const prepared = await prepareIdPhoto(big, loaders);

    expect(loaders.compressor).toHaveBeenCalledTimes(1);
    expect(loaders.heic).not.toHaveBeenCalled();
    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress.mock.calls[0]?.[0]).toBe(big);
    const options = compress.mock.calls[0]?.[1] ?? {};
    expect(options).toMatchObject({ fileType: 'image/jpeg', maxSizeMB: COMPRESS_TARGET_MB, useWebWorker: false });
    expect(COMPRESS_TARGET_MB).toBeLessThan(2);
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.file.size).toBe(1_800_000);
    expect(prepared.file.type).toBe('image/jpeg');
    expect(prepared.file.name).toBe('id.jpg');
    expect(prepared.base64.startsWith('data:image/jpeg;base64,')).toBe(true);
  });

  it('tries smaller sizes until the photo fits, then gives up with the size message', async () => {
    const fits = spyLoaders({ compressedBytes: [3 * MB, 2.5 * MB, 1_200_000] });
    const prepared = await prepareIdPhoto(file('id.jpg', 'image/jpeg', 5 * MB), fits.loaders);
    expect(prepared.ok && prepared.file.size).toBe(1_200_000);
    expect(fits.compress.mock.calls.map((c) => c[1].maxWidthOrHeight)).toEqual([4096, 2560, 1600]);

    const never = spyLoaders({ compressedBytes: [3 * MB] });
    expect(await prepareIdPhoto(file('id.jpg', 'image/jpeg', 5 * MB), never.loaders)).toEqual({
      ok: false,
      message: 'File size should be less than 2 MB.',
    });
    expect(never.compress).toHaveBeenCalledTimes(3);
  });

  it('converts a HEIC photo to JPEG (by its extension or its type), loading the converter only then', async () => {
    const { loaders, heicTo } = spyLoaders({ heicBytes: 700_000 });
    const heic = file('IMG_0001.HEIC', '', 900_000);
    const prepared = await prepareIdPhoto(heic, loaders);
    expect(loaders.heic).toHaveBeenCalledTimes(1);
    expect(heicTo).toHaveBeenCalledWith({ blob: heic, type: 'image/jpeg', quality: 0.92 });
    expect(loaders.compressor).not.toHaveBeenCalled();
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.file).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 700_000 });

    expect((await prepareIdPhoto(file('photo', 'image/heif'), loaders)).ok).toBe(true);
    expect(loaders.heic).toHaveBeenCalledTimes(2);
  });

  it('compresses a converted HEIC that is still over 2 MB', async () => {
    const { loaders, compress } = spyLoaders({ heicBytes: 3 * MB, compressedBytes: [1.5 * MB] });
    const prepared = await prepareIdPhoto(file('IMG_0002.heic', 'image/heic', 2 * MB), loaders);
    expect(prepared.ok && prepared.file.size).toBe(1.5 * MB);
    expect(compress.mock.calls[0]?.[0]).toMatchObject({ name: 'IMG_0002.jpg', type: 'image/jpeg' });
  });

  it('asks again when the converter cannot read the photo', async () => {
    const { loaders, heicTo } = spyLoaders();
    heicTo.mockRejectedValueOnce(new Error('HEIF image not found'));
    expect(await prepareIdPhoto(file('broken.heic', 'image/heic'), loaders)).toEqual({
      ok: false,
      message: 'Upload the required file type and try again.',
    });
  });
});
