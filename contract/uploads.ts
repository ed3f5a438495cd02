/** Pictures the server stores (profile pictures, club photos): the types it accepts, checked by their bytes, and the size limit. */
export const imageUploadTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageUploadType = (typeof imageUploadTypes)[number];
export const imageUploadMaxBytes = 2 * 1024 * 1024;
