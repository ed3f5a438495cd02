import type { ClubDetail, ClubSummary } from '../contract/clubs';
import { addDays, zurichDate } from '../contract/zurich-time';
import { expect, mailLinkTo, mailsTo, test } from './fixtures';

test.use({ locale: 'it-CH' });

test('an Italian browser reads Italian, signs up, books a round in Ticino and is written to in Italian', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it-CH');
  await expect(page.getByRole('link', { name: 'Accedere' }).first()).toBeVisible();

  const email = `ticino-${Date.now()}@example.ch`;
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Non ha ancora un account? Si registri' }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Giulia');
  await page.getByLabel('Cognome').fill('Bernasconi');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('fairway-2026!');
  await page.getByLabel('Accetto le condizioni d’uso e l’informativa sulla protezione dei dati.').check();
  await page.getByRole('button', { name: 'Registrarsi', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Controlli la Sua posta' })).toBeVisible();
  const link = await mailLinkTo(page, email);
  const [verification] = await mailsTo(page, email);
  expect(verification!.subject).toBe('Confermi il Suo indirizzo e-mail');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Il Suo indirizzo e-mail è confermato' })).toBeVisible();

  // A round in three days at a club in Ticino that asks nothing of its players.
  const day = addDays(zurichDate(new Date()), 3);
  const { clubs: found } = (await (
    await page.request.get(`/api/tee-times/search?date=${day}&regions=Ticino&limit=50`)
  ).json()) as { clubs: (ClubSummary & { teeTimes: { id: string; openSlots: number }[] })[] };
  let booked: { club: ClubSummary; teeTimeId: string } | null = null;
  for (const club of found) {
    const detail = (await (await page.request.get(`/api/clubs/${club.id}`)).json()) as ClubDetail;
    const teeTime = club.teeTimes.find((time) => time.openSlots >= 1);
    if (detail.playerRules.handicapLimit === null && detail.playerRules.proof === 'none' && teeTime) {
      booked = { club, teeTimeId: teeTime.id };
      break;
    }
  }
  expect(booked, 'a Ticino club without player rules with an open time').not.toBeNull();
  await page.goto(`/booking/${booked!.club.id}/${booked!.teeTimeId}`);
  await expect(page.getByRole('heading', { name: 'Confermi la Sua partenza' })).toBeVisible();
  await page.getByRole('button', { name: /^Confermare la prenotazione/ }).click();
  await expect(page.getByRole('heading', { name: 'La Sua partenza è prenotata' })).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(page, email)).find((mail) => mail.subject.startsWith('Prenotazione confermata: ')))
    .toBeTruthy();
  const confirmation = (await mailsTo(page, email)).find((mail) =>
    mail.subject.startsWith('Prenotazione confermata: '),
  )!;
  expect(confirmation.subject).toContain(booked!.club.name);
  expect(confirmation.text).toContain('la Sua partenza è prenotata');
  expect(confirmation.text).toContain('alla segreteria del club');
  // The HTML part, as a mail program shows it: Italian, with a button to the booking.
  await page.goto('/dev/outbox');
  await page
    .getByTestId('outbox-mail')
    .filter({ hasText: confirmation.subject })
    .getByText('Mostrare l’e-mail come arriva (HTML)')
    .click();
  const html = page.frameLocator(`iframe[title="${confirmation.subject}"]`);
  await expect(html.locator('html')).toHaveAttribute('lang', 'it-CH');
  await expect(html.getByText('la Sua partenza è prenotata. Arrivederci sul campo!', { exact: true })).toBeVisible();
  await expect(html.getByRole('link', { name: 'Vedere la prenotazione' })).toHaveAttribute(
    'href',
    /\/booking\/[0-9a-f-]{36}$/,
  );
});
