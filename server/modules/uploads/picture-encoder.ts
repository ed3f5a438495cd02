import pLimit from 'p-limit';
import { pictureMaxSide, type PictureUse } from '../../../contract/uploads';
import { AppError } from '../../http/app-error';

/**
 * Re-encoding runs on libuv's worker threads, so the event loop stays free; one picture at a time, with one
 * libvips thread, so that uploads never take more than one core. Sharp's operation cache is off: every
 * picture is new. Sharp (libvips) is loaded with the first picture, not with every server start.
 */
const loadSharp = async () => {
  const { default: sharp } = await import('sharp');
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
};
let sharpLoaded: ReturnType<typeof loadSharp> | undefined;
const encoding = pLimit(1);

/** Pictures waiting for their turn at most; beyond, an upload is refused at once instead of holding its bytes. */
export const MAX_WAITING = 8;

/** A picture of more pixels is refused before it is decoded: a small file can unpack into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

const WEBP_QUALITY = 82;

/**
 * The picture as the server stores and serves it: turned upright by its EXIF orientation, scaled down to fit
 * its use, converted to sRGB and saved as WebP without any metadata (EXIF, GPS position, XMP, ICC profile).
 * A file that cannot be decoded is refused with 400 unreadable_image.
 */
export function encodePicture(bytes: Buffer, use: PictureUse): Promise<Buffer> {
  if (encoding.pendingCount >= MAX_WAITING)
    return Promise.reject(
      new AppError('service_unavailable', 'Many pictures are being processed just now: please try again in a minute'),
    );
  const side = pictureMaxSide[use];
  return encoding(async () => {
    const sharp = await (sharpLoaded ??= loadSharp());
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch {
      throw new AppError(
        'unreadable_image',
        'file: the picture could not be read (damaged, or larger than 40 megapixels)',
        [{ path: 'file', message: 'could not be read as a picture' }],
      );
    }
  });
}
