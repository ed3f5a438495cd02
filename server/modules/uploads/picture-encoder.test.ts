import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePicture, MAX_WAITING } from './picture-encoder';

describe('the picture queue', () => {
  it('encodes one picture at a time with a few waiting, and refuses more at once with 503 instead of holding them', async () => {
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f7d32' } })
      .png()
      .toBuffer();
    const results = await Promise.allSettled(
      Array.from({ length: MAX_WAITING + 3 }, () => encodePicture(picture, 'profile')),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(2);
    for (const result of refused) expect(result.reason).toMatchObject({ code: 'service_unavailable', status: 503 });
    // The picture being encoded and the ones waiting all come out as WebP.
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(MAX_WAITING + 1);
    expect((await sharp(done[0]!.value).metadata()).format).toBe('webp');
  });

  it('refuses a picture of more than 40 megapixels before decoding it: a small file can unpack into gigabytes', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expect(encodePicture(bomb, 'club')).rejects.toMatchObject({ code: 'unreadable_image', status: 400 });
  });
});
