import { z } from 'zod';
import { plainLine, plainText } from './text';
import { languageSchema, phoneSchema } from './common';

/** A calendar month, yyyy-MM. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as yyyy-MM')
  .refine((month) => month >= '2020-01' && month <= '2100-12', 'must be a month between 2020 and 2100');

/** A month (yyyy-MM) moved by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + by, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first and last day of a month (yyyy-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

export const financesQuerySchema = z.object({ month: monthSchema });
/** The month for the CSV, with the language of its headers and statuses (the admin's). */
export const financesCsvQuerySchema = financesQuerySchema.extend({ language: languageSchema.default('en') });
/** The month of the invoice, with the language of its texts (the admin's). */
export const financesInvoiceQuerySchema = financesCsvQuerySchema;

export const payoutSchema = z.object({
  id: z.string(),
  month: z.string(),
  amount: z.number(),
  status: z.enum(['scheduled', 'paid']),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** A club's money for the rounds of one month. */
export const clubFinancesSchema = z.object({
  month: z.string(),
  /** Bookings that earned money. */
  bookings: z.number(),
  /** Paid online through us, and owed or paid at the club; together the revenue. */
  onlineRevenue: z.number(),
  atClubRevenue: z.number(),
  revenue: z.number(),
  refunds: z.number(),
  commissionPercent: z.number(),
  commission: z.number(),
  /** What we transfer: online money less refunds and the whole month's commission (negative: the club owes us). */
  netPayout: z.number(),
  /** What the club owes us when the net payout is negative: it is invoiced with a QR-bill (invoice.pdf); else null. */
  invoiceDue: z.number().nullable(),
  /** The day the month's invoice is made (yyyy-MM-dd, the first after the month): until then it can still change. */
  invoiceOn: z.string(),
  payouts: z.array(payoutSchema),
});
export type ClubFinances = z.infer<typeof clubFinancesSchema>;

/** Spaces removed and letters in capitals, the form IBANs and UIDs are compared in. */
export const compactCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: a Swiss or Liechtenstein IBAN (21 characters) whose check digits are right (mod 97 = 1). */
export function isValidIban(value: string): boolean {
  const iban = compactCode(value);
  if (!/^(CH|LI)\d{2}\d{5}[0-9A-Z]{12}$/.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))]
    .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/**
 * A QR-IBAN (institution id 30000-31999) receives only QR-bill payments with a reference: a bank refuses a plain
 * transfer to it, so a payout to it would come back.
 */
export function isQrIban(value: string): boolean {
  const institution = Number(compactCode(value).slice(4, 9));
  return isValidIban(value) && institution >= 30000 && institution <= 31999;
}

/** An IBAN in groups of four, as banks print it. */
export const formatIban = (value: string) =>
  compactCode(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/**
 * The Swiss business number (UID) of the VAT register, CHE-123.456.789 with an optional MWST/TVA/IVA suffix;
 * its last digit is the mod-11 check digit over the first eight (weights 5 4 3 2 7 6 5 4).
 */
export function isValidSwissVat(value: string): boolean {
  const match = /^CHE-(\d{3})\.(\d{3})\.(\d{3})(?: (?:MWST|TVA|IVA))?$/.exec(value.trim());
  if (!match) return false;
  const digits = match.slice(1).join('').split('').map(Number);
  const sum = [5, 4, 3, 2, 7, 6, 5, 4].reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const check = 11 - (sum % 11);
  return check !== 10 && (check === 11 ? 0 : check) === digits[8];
}

/** The bank and legal details we pay a club's money to. */
export const payoutAccountInputSchema = z.object({
  legalName: plainLine(
    z.string().trim().min(2, 'must be at least 2 characters').max(160, 'must be at most 160 characters'),
  ),
  address: plainText(
    z.string().trim().min(5, 'must be at least 5 characters').max(300, 'must be at most 300 characters'),
  ),
  iban: z
    .string()
    .trim()
    .refine(isValidIban, 'must be a valid Swiss or Liechtenstein IBAN')
    .refine((value) => !isQrIban(value), {
      message: "is a QR-IBAN, which takes QR bills only: give the account's IBAN for transfers",
      params: { problem: 'qrIban' },
    })
    .transform(compactCode),
  /** Empty when the club is not registered for VAT. */
  vatNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidSwissVat(value), 'must be a Swiss VAT number such as CHE-123.456.789')
    .transform((value) => value || null),
  contactName: plainLine(
    z.string().trim().min(2, 'must be at least 2 characters').max(120, 'must be at most 120 characters'),
  ),
  contactEmail: z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address')),
  contactPhone: phoneSchema,
});
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;
export type PayoutAccountValues = z.output<typeof payoutAccountInputSchema>;

/** The stored details; `pending` until we have checked them, and again after every change. */
export const payoutAccountSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  iban: z.string(),
  vatNumber: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
