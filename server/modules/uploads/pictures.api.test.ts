import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureMaxSide } from '../../../contract/uploads';
import { golfClubAdmins, uploads } from '../../db/schema';
import { verifiedUser } from '../../test/accounts';
import { insertClub } from '../../test/builders';
import { createTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let cookie: string;
let userId: string;
let clubId: string;

/** A photo as a phone takes it: a JPEG with the camera's EXIF and the place it was taken. */
const gpsPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f7d32' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Golfphone', Model: 'Pro 12', Copyright: 'Anna' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '46/1 0/1 3571/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '8/1 57/1 3312/100',
      },
    })
    .toBuffer();

const send = (path: string, bytes: Buffer, name = 'photo.jpg') => {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  return server.request(path, { method: 'POST', body: form, headers: { cookie } });
};
const profilePicture = (bytes: Buffer, name?: string) => send('/api/me/profile-image', bytes, name);
const clubPicture = (bytes: Buffer) => send(`/api/clubs/${clubId}/admin/profile/image`, bytes);
const served = async (url: string) => {
  const response = await server.request(url);
  expect(response.status).toBe(200);
  return { contentType: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
};
const uploadRows = () => server.db.select({ id: uploads.id, owner: uploads.ownerUserId }).from(uploads);

beforeAll(async () => {
  // At scale 1, as a real server counts.
  server = await createTestServer({ RATE_LIMIT_SCALE: '1' });
  cookie = await verifiedUser(server, 'pictures@example.ch');
  userId = (await (await server.request('/api/me', { headers: { cookie } })).json()).id;
  clubId = (await insertClub(server.db)).id;
  await server.db.insert(golfClubAdmins).values({ userId, golfClubId: clubId });
});
afterAll(() => server.close());

describe('uploaded pictures', () => {
  it('serves a phone photo back as WebP without EXIF or GPS, scaled down to fit its use', async () => {
    const photo = await gpsPhoto(3000, 2000);
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Golfphone');

    const profile = await profilePicture(photo);
    expect(profile.status).toBe(200);
    const avatar = await served((await profile.json()).profile_image_url);
    expect(avatar.contentType).toBe('image/webp');
    expect(avatar.bytes.toString('latin1')).not.toContain('Golfphone');
    const avatarMeta = await sharp(avatar.bytes).metadata();
    expect(avatarMeta).toMatchObject({
      format: 'webp',
      width: pictureMaxSide.profile,
      height: Math.round((pictureMaxSide.profile * 2) / 3),
    });
    expect(avatarMeta.exif).toBeUndefined();
    expect(avatarMeta.xmp).toBeUndefined();
    expect(avatarMeta.icc).toBeUndefined();

    const club = await clubPicture(photo);
    expect(club.status).toBe(200);
    const course = await served((await club.json()).imageUrl);
    const courseMeta = await sharp(course.bytes).metadata();
    expect(courseMeta).toMatchObject({
      format: 'webp',
      width: pictureMaxSide.club,
      height: Math.round((pictureMaxSide.club * 2) / 3),
    });
    expect(courseMeta.exif).toBeUndefined();
  });

  it('keeps a small picture at its size', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const response = await profilePicture(small, 'small.png');
    expect(response.status).toBe(200);
    expect(await sharp((await served((await response.json()).profile_image_url)).bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 30,
    });
  });

  it('turns a photo taken sideways upright by its EXIF orientation', async () => {
    // Stored as 200 x 100, red left and blue right; orientation 6 means "turn 90 degrees clockwise to show".
    const halves = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
      .composite([
        { input: { create: { width: 100, height: 100, channels: 3, background: '#0000ff' } }, left: 100, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const sideways = await sharp(halves).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const response = await profilePicture(sideways);
    expect(response.status).toBe(200);
    const upright = sharp((await served((await response.json()).profile_image_url)).bytes);
    const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 200]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [top, bottom] = [pixel(50, 20), pixel(50, 180)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('refuses a damaged file that starts like a PNG with 400 unreadable_image, keeping the picture', async () => {
    const before = (await (await server.request('/api/me', { headers: { cookie } })).json()).profile_image_url;
    const damaged = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from('not really a picture, only its first bytes'),
    ]);
    const response = await profilePicture(damaged, 'broken.png');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'unreadable_image',
      message: expect.stringContaining('file'),
    });
    expect((await (await server.request('/api/me', { headers: { cookie } })).json()).profile_image_url).toBe(before);
  });

  it('deletes the previous picture when it is replaced: one upload stays for the profile and one for the club', async () => {
    const photo = await gpsPhoto(60, 40);
    const firstProfile = (await (await profilePicture(photo)).json()).profile_image_url;
    const firstClub = (await (await clubPicture(photo)).json()).imageUrl;
    const rowsBefore = (await uploadRows()).length;

    const secondProfile = (await (await profilePicture(photo)).json()).profile_image_url;
    const secondClub = (await (await clubPicture(photo)).json()).imageUrl;
    expect(secondProfile).not.toBe(firstProfile);
    expect((await server.request(firstProfile)).status).toBe(404);
    expect((await server.request(firstClub)).status).toBe(404);
    expect((await server.request(secondClub)).status).toBe(200);
    expect(await server.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerUserId, userId))).toEqual([
      { id: secondProfile.split('/').pop() },
    ]);
    expect(await uploadRows()).toHaveLength(rowsBefore);
  });

  it('answers the 21st upload of a user within an hour, profile and club pictures together, with 429 and Retry-After', async () => {
    // The tests above used some of this hour's 20 uploads; the refused damaged file counted too.
    const other = await verifiedUser(server, 'pictures-budget@example.ch');
    const otherId = (await (await server.request('/api/me', { headers: { cookie: other } })).json()).id;
    await server.db.insert(golfClubAdmins).values({ userId: otherId, golfClubId: (await insertClub(server.db)).id });
    const [otherClub] = await server.db
      .select({ clubId: golfClubAdmins.golfClubId })
      .from(golfClubAdmins)
      .where(eq(golfClubAdmins.userId, otherId));
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = (path: string) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(tiny)], 'tiny.png'));
      return server.request(path, { method: 'POST', body: form, headers: { cookie: other } });
    };
    for (let count = 1; count <= 20; count += 1) {
      const response = await upload(
        count % 2 ? '/api/me/profile-image' : `/api/clubs/${otherClub!.clubId}/admin/profile/image`,
      );
      expect(response.status, `upload ${count}`).toBe(200);
    }
    const refused = await upload('/api/me/profile-image');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await refused.json()).error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: expect.any(Number) });
    // Another user's budget is their own.
    expect((await profilePicture(tiny, 'tiny.png')).status).toBe(200);
  });
});
