/** Pictures the server stores (profile pictures, club photos): the types it accepts, checked by their bytes, and the size limit. */
export const imageUploadTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageUploadType = (typeof imageUploadTypes)[number];
export const imageUploadMaxBytes = 2 * 1024 * 1024;

/**
 * The longest side, in pixels, of a stored picture: what its place on the screen needs (a round avatar, a
 * club's wide course photo). Larger uploads are scaled down to fit; smaller ones keep their size.
 */
export const pictureMaxSide = { profile: 512, club: 1600 } as const;
export type PictureUse = keyof typeof pictureMaxSide;

/** Pictures one user may upload in an hour, profile and club pictures together. */
export const PICTURE_UPLOADS_PER_HOUR = 20;
