import {
  monthRange,
  shiftMonth,
  type ClubFinances,
  type PayoutAccount,
  type PayoutAccountValues,
} from '../../../contract/finances';
import { zurichDate } from '../../../contract/zurich-time';
import type { Db } from '../../db/client';
import { monthlyStatement } from '../../domain/finances';
import { csvDocument } from '../../http/csv';
import { translate } from '../../i18n/translate';
import { bookingReference } from '../../../contract/bookings';
import type { Language } from '../../../contract/common';
import type { ClubActor } from '../../http/route';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit/repo';
import {
  creditorReference,
  invoiceDates,
  invoiceNumber,
  postalAddress,
  renderInvoicePdf,
  type Creditor,
} from './invoice';
import {
  bookingMoney,
  clubAddressOf,
  clubsAwaitingPayout,
  insertPayout,
  payoutAccountOf,
  payoutsOf,
  savePayoutAccount,
  type BookingMoneyRow,
} from './repo';

const sumOf = (rows: BookingMoneyRow[], pick: (row: BookingMoneyRow) => number) =>
  rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;

async function statementOf(db: Db, clubId: string, month: string) {
  const rows = await bookingMoney(db, clubId, monthRange(month));
  const statement = monthlyStatement({
    onlineRevenue: sumOf(rows, (row) => row.online),
    atClubRevenue: sumOf(rows, (row) => row.at_club),
    refunds: sumOf(rows, (row) => row.refunded),
  });
  return { rows, statement };
}

/** What the club owes us for the month when the commission on money paid at the club exceeds what we pay out; else null. */
const invoiceDueOf = (statement: ReturnType<typeof monthlyStatement>) =>
  statement.netPayout < 0 ? -statement.netPayout : null;

/** Revenue, commission, refunds and payout of the rounds of one month, with the club's latest payouts. */
export async function clubFinances(db: Db, clubId: string, month: string): Promise<ClubFinances> {
  const [{ rows, statement }, payouts] = await Promise.all([statementOf(db, clubId, month), payoutsOf(db, clubId)]);
  return {
    month,
    bookings: rows.filter((row) => row.online + row.at_club - row.refunded > 0).length,
    ...statement,
    invoiceDue: invoiceDueOf(statement),
    invoiceOn: invoiceDates(month).date,
    payouts: payouts.map((payout) => ({ ...payout, paidAt: payout.paidAt?.toISOString() ?? null })),
  };
}

/** Every booking of the month that moved money, with our commission on it, for the club's accounting (headers and statuses in the admin's language). */
export async function clubFinancesCsv(db: Db, clubId: string, month: string, language: Language): Promise<string> {
  const { rows } = await statementOf(db, clubId, month);
  const t = (key: string) => translate(language, key);
  const columns = [
    { title: t('clubAdmin.csv.columns.reference') },
    { title: t('clubAdmin.csv.columns.date') },
    { title: t('clubAdmin.csv.columns.time') },
    { title: t('clubAdmin.csv.columns.players') },
    { title: t('clubAdmin.csv.columns.golfer') },
    { title: t('clubAdmin.csv.columns.status') },
    { title: t('clubAdmin.csv.columns.online'), amount: true },
    { title: t('clubAdmin.csv.columns.atClub'), amount: true },
    { title: t('clubAdmin.csv.columns.refund'), amount: true },
    { title: t('clubAdmin.csv.columns.commission'), amount: true },
  ];
  return csvDocument(
    columns,
    rows.map((row) => {
      const { commission } = monthlyStatement({
        onlineRevenue: row.online,
        atClubRevenue: row.at_club,
        refunds: row.refunded,
      });
      return [
        bookingReference(row.id),
        row.date,
        row.time,
        row.player_count,
        row.golfer,
        t(`booking.status.${row.status}`),
        row.online,
        row.at_club,
        row.refunded,
        commission,
      ];
    }),
  );
}

/**
 * The month's invoice with a QR-bill, when its balance is in our favour (decision 0039): to the club's legal
 * name and address when it has given them, else to its name and address; texts in the admin's language.
 */
export async function clubInvoicePdf(
  db: Db,
  clubId: string,
  month: string,
  options: { language: Language; creditor: Creditor; now: Date },
): Promise<{ filename: string; pdf: Buffer }> {
  const [{ statement }, account, club] = await Promise.all([
    statementOf(db, clubId, month),
    payoutAccountOf(db, clubId),
    clubAddressOf(db, clubId),
  ]);
  const total = invoiceDueOf(statement);
  if (total === null || !club)
    throw new AppError('no_invoice', `Nothing is owed for ${month}: the online payments cover the commission`);
  const dates = invoiceDates(month);
  if (zurichDate(options.now) < dates.date)
    throw new AppError('no_invoice', `${month} is not over: its invoice is made on ${dates.date}`);
  const name = account?.legalName ?? club.name;
  const address = account?.address ?? club.address ?? club.city;
  const number = invoiceNumber(clubId, month);
  const pdf = await renderInvoicePdf({
    number,
    reference: creditorReference(clubId, month),
    language: options.language,
    month,
    ...dates,
    creditor: options.creditor,
    debtor: {
      name,
      lines: address
        .split(/[,\n]/)
        .map((line) => line.trim())
        .filter(Boolean),
      postal: postalAddress(name, address),
    },
    statement,
    total,
  });
  return { filename: `${translate(options.language, 'clubAdmin.invoice.title')}-${number}.pdf`, pdf };
}

export async function payoutAccount(db: Db, clubId: string): Promise<PayoutAccount | null> {
  const row = await payoutAccountOf(db, clubId);
  if (!row) return null;
  const { golfClubId: _club, updatedAt, ...account } = row;
  return { ...account, updatedAt: updatedAt.toISOString() };
}

/** The club's bank and legal details; the change is audited and waits for our check. */
export async function changePayoutAccount(
  db: Db,
  actor: ClubActor,
  values: PayoutAccountValues,
): Promise<PayoutAccount> {
  await db.transaction(async (tx) => {
    await savePayoutAccount(tx, actor.clubId, values);
    // The IBAN is kept out of the log: the log says that it changed, not what it is.
    await recordAudit(tx, {
      actorUserId: actor.userId,
      golfClubId: actor.clubId,
      action: 'update',
      entity: 'payout_account',
      details: { legalName: values.legalName, ibanEnding: values.iban.slice(-4), vatNumber: values.vatNumber },
    });
  });
  return (await payoutAccount(db, actor.clubId))!;
}

/** Once a month has ended, each club with checked bank details gets one payout of that month's positive net amount. */
export async function schedulePayouts(db: Db, now: Date) {
  const month = shiftMonth(zurichDate(now).slice(0, 7), -1);
  for (const clubId of await clubsAwaitingPayout(db, month)) {
    const { statement } = await statementOf(db, clubId, month);
    if (statement.netPayout > 0) await insertPayout(db, { golfClubId: clubId, month, amount: statement.netPayout });
  }
}
