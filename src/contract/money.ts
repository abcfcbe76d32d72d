/** A price in the shop's currency (US dollars), in the reader's language: "$24.50", "24,50 $". */
export function formatPrice(amount: number, language: string): string {
  return new Intl.NumberFormat(language.slice(0, 2), { style: 'currency', currency: 'USD' }).format(amount);
}
