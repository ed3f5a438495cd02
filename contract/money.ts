/**
 * Francs as Swiss invoices, QR-bills and price tags write them: an apostrophe between thousands, a point before
 * the Rappen, always two decimals ("1'250.00"). The same in every language and on every machine (the web, mails,
 * PDFs), rather than Intl's, whose Swiss French and Italian forms differ between ICU versions (decision 0045).
 */
export function formatFrancs(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  return `${amount < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'")}.${cents}`;
}

/** An amount in CHF as golfers and clubs read it everywhere: "CHF 1'250.00", "CHF 45.00", "CHF -12.50". */
export const formatChf = (amount: number): string => `CHF ${formatFrancs(amount)}`;
