import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { golfClubAdmins, golfClubs, profiles, superAdmins } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { TEST_PASSWORD, lastMailTo, linkIn, signIn, signUp, verifiedUser } from '../../test/accounts';
import { cookiesOf, createTestServer, json, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d0af35fa0f00039b01de234eab610000000049454e44ae426082',
  'hex',
);

describe('sign-up with e-mail verification', () => {
  it('sends a verification mail in the language chosen at sign-up and refuses sign-in until it is used', async () => {
    const signedUp = await signUp(server, 'lena@example.ch', {
      firstName: 'Lena',
      lastName: 'Meier',
      preferredLanguage: 'de',
    });
    expect(signedUp.status).toBe(200);
    const mail = await lastMailTo(server, 'lena@example.ch');
    expect(mail?.subject).toBe(translate('de', 'mail.verify.subject'));
    expect(mail?.subject).not.toBe(translate('en', 'mail.verify.subject'));
    expect(mail?.text).toContain('Lena');
    expect(linkIn(mail!.text)).toContain('/api/auth/verify-email?token=');

    const early = await signIn(server, 'lena@example.ch');
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('signs the user in by the verification link and sends them to the page that says the address is confirmed', async () => {
    await signUp(server, 'noah@example.ch', { firstName: 'Noah', lastName: 'Weber' });
    const link = new URL(linkIn((await lastMailTo(server, 'noah@example.ch'))!.text));
    const verified = await server.request(`${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth/verified');
    const me = await server.request('/api/me', { headers: { cookie: cookiesOf(verified) } });
    expect(await me.json()).toMatchObject({
      email: 'noah@example.ch',
      first_name: 'Noah',
      last_name: 'Weber',
      roles: { superAdmin: false, golfClubAdmin: null },
    });
  });

  it('never makes a second account for a taken e-mail, without telling a stranger that it is taken', async () => {
    await verifiedUser(server, 'twice@example.ch');
    const again = await signUp(server, 'twice@example.ch', { password: 'another-password-123' });
    expect(again.status).toBe(200);
    const rows = await server.db.select().from(profiles).where(eq(profiles.email, 'twice@example.ch'));
    expect(rows).toHaveLength(1);
    expect((await signIn(server, 'twice@example.ch', 'another-password-123')).status).toBe(401);
    expect((await signIn(server, 'twice@example.ch')).status).toBe(200);
  });

  it('refuses a wrong password', async () => {
    await verifiedUser(server, 'mia@example.ch');
    expect((await signIn(server, 'mia@example.ch', 'not-the-password')).status).toBe(401);
    expect((await signIn(server, 'mia@example.ch', TEST_PASSWORD)).status).toBe(200);
  });

  it('ends the session at sign-out', async () => {
    const cookie = await verifiedUser(server, 'leave@example.ch');
    const out = await server.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect((await server.request('/api/me', { headers: { cookie } })).status).toBe(401);
  });
});

describe('/api/me', () => {
  it('needs a signed-in user', async () => {
    const response = await server.request('/api/me');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });

  it('reports roles from the database, never from the browser', async () => {
    const cookie = await verifiedUser(server, 'roles@example.ch');
    const me = await (await server.request('/api/me', { headers: { cookie } })).json();
    const [club] = await server.db
      .insert(golfClubs)
      .values({ slug: 'test-club', name: 'Golfclub Test', city: 'Bern', canton: 'Bern', weekdayStandardPrice: 100 })
      .returning();
    await server.db.insert(golfClubAdmins).values({ userId: me.id, golfClubId: club!.id });
    await server.db.insert(superAdmins).values({ userId: me.id });
    const after = await (await server.request('/api/me', { headers: { cookie } })).json();
    expect(after.roles).toEqual({ superAdmin: true, golfClubAdmin: { clubId: club!.id, clubName: 'Golfclub Test' } });
    expect(after.debugPanel).toBe(true);
    const patched = await server.request('/api/me', {
      method: 'PATCH',
      ...json({ roles: { superAdmin: true } }, { cookie }),
    });
    expect(patched.status).toBe(400);
    await server.db.delete(superAdmins).where(eq(superAdmins.userId, me.id));
  });

  it('updates first name, last name and language', async () => {
    const cookie = await verifiedUser(server, 'rename@example.ch');
    const response = await server.request('/api/me', {
      method: 'PATCH',
      ...json({ first_name: 'Élodie', last_name: 'Dubois', preferred_language: 'fr' }, { cookie }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      first_name: 'Élodie',
      last_name: 'Dubois',
      preferred_language: 'fr',
    });
  });

  it.each([
    [{ first_name: '' }, 'first_name'],
    [{ last_name: 'x'.repeat(81) }, 'last_name'],
    [{ preferred_language: 'rm' }, 'preferred_language'],
    // A CR or TAB in a name started a new row in the club's CSV files (issue 18, point 4).
    [{ first_name: 'Eve\r=1+2' }, 'first_name'],
    [{ last_name: 'Eve\t=1+2' }, 'last_name'],
  ])('refuses %o with a message naming %s', async (body, field) => {
    const cookie = await verifiedUser(server, `bad-${crypto.randomUUID()}@example.ch`);
    const response = await server.request('/api/me', { method: 'PATCH', ...json(body, { cookie }) });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain(field);
  });

  it('stores a profile picture checked by its bytes and serves it back as WebP', async () => {
    const cookie = await verifiedUser(server, 'picture@example.ch');
    const form = new FormData();
    form.set('file', new File([PNG], 'me.png', { type: 'image/png' }));
    const response = await server.request('/api/me/profile-image', { method: 'POST', headers: { cookie }, body: form });
    expect(response.status).toBe(200);
    const { profile_image_url } = await response.json();
    const image = await server.request(profile_image_url);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
  });

  it('refuses a file that only claims to be a picture', async () => {
    const cookie = await verifiedUser(server, 'fake@example.ch');
    const form = new FormData();
    form.set('file', new File(['<script>alert(1)</script>'], 'me.png', { type: 'image/png' }));
    const response = await server.request('/api/me/profile-image', { method: 'POST', headers: { cookie }, body: form });
    expect(response.status).toBe(400);
  });

  it('refuses a picture over 2 MB', async () => {
    const cookie = await verifiedUser(server, 'huge@example.ch');
    const form = new FormData();
    form.set('file', new File([PNG, Buffer.alloc(2 * 1024 * 1024)], 'me.png', { type: 'image/png' }));
    const response = await server.request('/api/me/profile-image', { method: 'POST', headers: { cookie }, body: form });
    expect(response.status).toBe(413);
  });
});
