import type { Context } from 'hono';
import { imageUploadMaxBytes, type ImageUploadType } from '../../../contract/uploads';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { insertUpload } from './repo';

export interface ImageUpload {
  contentType: ImageUploadType;
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
export async function readImageUpload(c: Context): Promise<ImageUpload> {
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!(file instanceof File)) throw new AppError('invalid_input', 'file: a picture file is required');
  if (file.size > imageUploadMaxBytes) {
    throw new AppError('payload_too_large', `file: the picture may be at most ${imageUploadMaxBytes / 1024 / 1024} MB`);
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError('invalid_input', 'file: must be a PNG, JPEG or WebP picture');
  return { contentType, bytes };
}

/** Stores a checked picture and answers the address it is served at (GET /api/uploads/:id). */
export async function storeImageUpload(db: Db | Tx, ownerUserId: string | null, image: ImageUpload): Promise<string> {
  return `/api/uploads/${await insertUpload(db, { ownerUserId, ...image })}`;
}
