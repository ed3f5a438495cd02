import { calculateSCORReferenceChecksum, formatSCORReference, mm2pt } from 'swissqrbill/utils';
import type { Language } from '../../../contract/common';
import { numericDay } from '../../../contract/day-format';
import { formatIban, monthRange } from '../../../contract/finances';
import { swissLanguageTag } from '../../../contract/languages';
import { formatChf, formatFrancs } from '../../../contract/money';
import { addDays } from '../../../contract/zurich-time';
import type { AppConfig } from '../../config/env';
import type { monthlyStatement } from '../../domain/finances';
import { translate } from '../../i18n/translate';

/** An address as the QR-bill takes it: street with number, postcode and town apart. */
export interface PostalAddress {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: 'CH' | 'LI';
}

export interface Creditor extends PostalAddress {
  iban: string;
  email: string;
}

/** One month's invoice to a club, for the commission on the money its golfers paid at the club (decision 0039). */
export interface ClubInvoice {
  number: string;
  /** ISO 11649 creditor reference (RF…), which the bank passes back with the payment. */
  reference: string;
  language: Language;
  month: string;
  /** yyyy-MM-dd, in Zurich. */
  date: string;
  dueDate: string;
  creditor: Creditor;
  /** The address lines printed on the invoice, and the structured address for the QR-bill (null when unreadable). */
  debtor: { name: string; lines: string[]; postal: PostalAddress | null };
  statement: ReturnType<typeof monthlyStatement>;
  /** CHF, what the club owes us: the negative net payout of the month. */
  total: number;
}

export const PAYMENT_TERM_DAYS = 30;

/** Our company and account, from the configuration (INVOICE_*), in one place. */
export function platformCreditor(config: AppConfig): Creditor {
  return {
    name: config.INVOICE_CREDITOR_NAME,
    street: config.INVOICE_CREDITOR_STREET,
    postcode: config.INVOICE_CREDITOR_POSTCODE,
    city: config.INVOICE_CREDITOR_CITY,
    country: 'CH',
    iban: config.INVOICE_IBAN,
    email: config.INVOICE_CREDITOR_EMAIL,
  };
}

/** The club's part of invoice numbers and references: the first characters of its id, as booking references are made. */
const clubCode = (clubId: string) => clubId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** Stable per club and month, so a second download is the same invoice: STT-202611-1A2B3C4D. */
export const invoiceNumber = (clubId: string, month: string) => `STT-${month.replace('-', '')}-${clubCode(clubId)}`;

/** The invoice number as an ISO 11649 creditor reference (RF, two check digits, then STT2026111A2B3C4D). */
export function creditorReference(clubId: string, month: string): string {
  const body = `STT${month.replace('-', '')}${clubCode(clubId)}`;
  return `RF${calculateSCORReferenceChecksum(body)}${body}`;
}

/**
 * A month is invoiced once it is over, so that an invoice never changes: it is dated the first day after
 * its month, however late it is fetched, and due 30 days later.
 */
export function invoiceDates(month: string): { date: string; dueDate: string } {
  const date = addDays(monthRange(month).to, 1);
  return { date, dueDate: addDays(date, PAYMENT_TERM_DAYS) };
}

/**
 * A club's free-text address ("Seestrasse 1, 8002 Zürich", or on several lines) as street, postcode and town;
 * null when no Swiss or Liechtenstein postcode can be found (the QR-bill then leaves the payer blank).
 */
export function postalAddress(name: string, text: string): PostalAddress | null {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const townAt = parts.findLastIndex((part) => /^(?:(?:CH|LI)-?)?\d{4}\s+\S/i.test(part));
  if (townAt < 1) return null;
  const [, postcode, city] = /^(?:(?:CH|LI)-?)?(\d{4})\s+(.+)$/i.exec(parts[townAt]!)!;
  const street = parts[townAt - 1]!;
  // Liechtenstein's postcodes are 9485 to 9498, within the Swiss series.
  const country = Number(postcode) >= 9485 && Number(postcode) <= 9498 ? 'LI' : 'CH';
  return {
    name: name.slice(0, 70),
    street: street.slice(0, 70),
    postcode: postcode!,
    city: city!.slice(0, 35),
    country,
  };
}

const qrBillLanguages = { en: 'EN', de: 'DE', fr: 'FR', it: 'IT' } as const;

export const monthName = (month: string, language: Language) =>
  new Intl.DateTimeFormat(swissLanguageTag(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const rappen = (chf: number) => Math.round(chf * 100);

/** The lines of the invoice, as monthlyStatement nets them: the commission, less the online money we hold for the club. */
export function invoiceLines(invoice: ClubInvoice) {
  const { statement, language } = invoice;
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const month = monthName(invoice.month, language);
  const onlineKept = (rappen(statement.onlineRevenue) - rappen(statement.refunds)) / 100;
  return [
    {
      text: t('clubAdmin.invoice.lineCommission', { percent: statement.commissionPercent, month }),
      detail: t('clubAdmin.invoice.lineCommissionDetail', {
        revenue: formatFrancs(statement.revenue),
        atClub: formatFrancs(statement.atClubRevenue),
        online: formatFrancs(statement.onlineRevenue),
        refunds: formatFrancs(statement.refunds),
      }),
      amount: statement.commission,
    },
    ...(onlineKept !== 0 ? [{ text: t('clubAdmin.invoice.lineOnline'), detail: null, amount: -onlineKept }] : []),
  ];
}

const green = '#1e5d38';
const ink = '#1f2937';
const muted = '#4b5563';
const rule = '#cbd5e1';
const mm = mm2pt;

/** The invoice as an A4 PDF: letterhead, the club's address for a window envelope, the lines, and the QR-bill below. */
export async function renderInvoicePdf(invoice: ClubInvoice): Promise<Buffer> {
  // Loaded when an invoice is drawn: PDFKit's fonts and tables took a tenth of every server start (and test file).
  const [{ default: PDFDocument }, { SwissQRBill }] = await Promise.all([import('pdfkit'), import('swissqrbill/pdf')]);
  const { creditor, debtor, language } = invoice;
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const month = monthName(invoice.month, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: mm(20),
    lang: language,
    info: {
      Title: `${t('clubAdmin.invoice.title')} ${invoice.number}`,
      Author: creditor.name,
      Subject: t('clubAdmin.invoice.subject', { month }),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = mm(20);
  const right = doc.page.width - mm(20);
  const width = right - left;

  // Letterhead: who writes, and how to reach them.
  doc.fillColor(green).font('Helvetica-Bold').fontSize(18).text(creditor.name, left, mm(18));
  doc
    .fillColor(muted)
    .font('Helvetica')
    .fontSize(9)
    .text(`${creditor.street} · ${creditor.postcode} ${creditor.city} · ${creditor.email}`, left, mm(27));
  doc.moveTo(left, mm(33)).lineTo(right, mm(33)).lineWidth(1.5).strokeColor(green).stroke();

  // The address where a Swiss envelope's window (on the right) shows it.
  doc
    .fillColor(muted)
    .fontSize(7)
    .text(`${creditor.name}, ${creditor.street}, ${creditor.postcode} ${creditor.city}`, mm(118), mm(45), {
      width: mm(80),
    });
  doc
    .fillColor(ink)
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .text(debtor.name, mm(118), mm(50), { width: mm(80) });
  doc.font('Helvetica').text(debtor.lines.join('\n'), { width: mm(80) });
  // A long address pushes the rest down; the QR-bill then takes a page of its own.
  const top = Math.max(mm(76), doc.y + mm(8));

  doc
    .fillColor(ink)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`${t('clubAdmin.invoice.title')} ${invoice.number}`, left, top, { width });
  const facts: [string, string][] = [
    [t('clubAdmin.invoice.date'), numericDay(invoice.date)],
    [t('clubAdmin.invoice.period'), month],
    [t('clubAdmin.invoice.dueDate'), numericDay(invoice.dueDate)],
    [t('clubAdmin.invoice.reference'), formatSCORReference(invoice.reference)],
  ];
  let y = top + mm(10);
  for (const [label, value] of facts) {
    doc
      .fillColor(muted)
      .font('Helvetica')
      .fontSize(9.5)
      .text(label, left, y, { width: mm(40) });
    doc.fillColor(ink).text(value, left + mm(42), y, { width: mm(80) });
    y += 12.5;
  }

  y += 8;
  doc
    .fillColor(ink)
    .fontSize(10)
    .text(t('clubAdmin.invoice.intro', { month, percent: invoice.statement.commissionPercent }), left, y, {
      width,
      lineGap: 2,
    });
  y = doc.y + 12;

  // The lines, amounts right-aligned in their own column.
  const amountWidth = mm(32);
  const textWidth = width - amountWidth - mm(4);
  doc.fillColor(muted).font('Helvetica-Bold').fontSize(9);
  doc.text(t('clubAdmin.invoice.description'), left, y, { width: textWidth });
  doc.text(t('clubAdmin.invoice.amount'), right - amountWidth, y, { width: amountWidth, align: 'right' });
  y += 14;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(rule).stroke();
  y += 7;
  for (const line of invoiceLines(invoice)) {
    doc.fillColor(ink).font('Helvetica').fontSize(10);
    doc.text(formatFrancs(line.amount), right - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.text(line.text, left, y, { width: textWidth });
    if (line.detail)
      doc
        .fillColor(muted)
        .fontSize(8.5)
        .text(line.detail, left, doc.y + 2, { width: textWidth });
    y = doc.y + 9;
  }
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1).strokeColor(ink).stroke();
  y += 7;
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(11);
  doc.text(t('clubAdmin.invoice.total'), left, y, { width: textWidth });
  doc.text(formatChf(invoice.total), right - amountWidth - mm(10), y, {
    width: amountWidth + mm(10),
    align: 'right',
  });
  y = doc.y + 14;

  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      t('clubAdmin.invoice.terms', {
        count: PAYMENT_TERM_DAYS,
        date: numericDay(invoice.dueDate),
        // No-break spaces: the reference is not split over two lines.
        reference: formatSCORReference(invoice.reference).replace(/ /g, '\u00a0'),
      }),
      left,
      y,
      { width, lineGap: 2 },
    );
  doc.moveDown(0.6);
  doc
    .fillColor(muted)
    .fontSize(9)
    .text(t('clubAdmin.invoice.questions', { email: creditor.email }), { width });
  doc.text(t('clubAdmin.invoice.thanks'), { width });

  doc.fillColor('black');
  new SwissQRBill(
    {
      currency: 'CHF',
      amount: invoice.total,
      reference: invoice.reference,
      message: `${t('clubAdmin.invoice.subject', { month })}, ${invoice.number}`.slice(0, 140),
      creditor: {
        name: creditor.name,
        address: creditor.street,
        zip: creditor.postcode,
        city: creditor.city,
        country: creditor.country,
        account: formatIban(creditor.iban),
      },
      ...(debtor.postal
        ? {
            debtor: {
              name: debtor.postal.name,
              address: debtor.postal.street,
              zip: debtor.postal.postcode,
              city: debtor.postal.city,
              country: debtor.postal.country,
            },
          }
        : {}),
    },
    { language: qrBillLanguages[language] },
  ).attachTo(doc);
  doc.end();
  return done;
}
