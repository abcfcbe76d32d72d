/** A price in euros, whole, in the reader's language (e.g. "3.800 €" in German). */
export function formatEuros(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(language ?? 'en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);
}
