import type { Context } from 'hono';
import {
  imageUploadMaxBytes,
  PICTURE_UPLOADS_PER_HOUR,
  type ImageUploadType,
  type PictureUse,
} from '../../../contract/uploads';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { createRateLimiter } from '../../http/rate-limit';
import { encodePicture } from './picture-encoder';
import { deleteUpload, insertUpload } from './repo';

/** A picture as the server stores it: re-encoded as WebP. */
export interface StoredPicture {
  contentType: 'image/webp';
  bytes: Buffer;
}

/** Checks the picture by its real bytes, not by the name or type the browser claims. */
export function detectImageType(bytes: Uint8Array): ImageUploadType | null {
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (startsWith(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

/** The picture of a multipart upload (field "file"): refused when it is too large or not a PNG, JPEG or WebP. */
async function readImageUpload(c: Context): Promise<Buffer> {
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) throw new AppError('invalid_input', 'file: a picture file is required');
  if (file.size > imageUploadMaxBytes) {
    throw new AppError('payload_too_large', `file: the picture may be at most ${imageUploadMaxBytes / 1024 / 1024} MB`);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!detectImageType(bytes)) throw new AppError('invalid_input', 'file: must be a PNG, JPEG or WebP picture');
  return bytes;
}

/** Receives pictures: one budget per user for profile and club pictures together (429 rate_limited beyond it). */
export function createPictureUploads(deps: Parameters<typeof createRateLimiter>[0]) {
  const budget = createRateLimiter(deps, {
    budget: 'picture-uploads',
    limit: PICTURE_UPLOADS_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  return {
    /** The request's picture, counted against the user's budget before it is read, checked, and re-encoded for its use. */
    async receive(c: Context, userId: string, use: PictureUse): Promise<StoredPicture> {
      await budget.check(c, `user:${userId}`);
      return { contentType: 'image/webp', bytes: await encodePicture(await readImageUpload(c), use) };
    },
  };
}
export type PictureUploads = ReturnType<typeof createPictureUploads>;

const uploadPath = /^\/api\/uploads\/([0-9a-f-]{36})$/;

/**
 * Stores a picture in place of the previous one and answers the address it is served at (GET /api/uploads/:id).
 * The previous picture is deleted when it is an upload of the same owner (a club's pictures have none); any
 * other address, such as a Google account's picture, is left alone.
 */
export async function replacePicture(
  tx: Tx,
  {
    ownerUserId,
    previousUrl,
    picture,
  }: { ownerUserId: string | null; previousUrl: string | null; picture: StoredPicture },
): Promise<string> {
  const previousId = previousUrl?.match(uploadPath)?.[1];
  if (previousId) await deleteUpload(tx, previousId, ownerUserId);
  return `/api/uploads/${await insertUpload(tx, { ownerUserId, ...picture })}`;
}
