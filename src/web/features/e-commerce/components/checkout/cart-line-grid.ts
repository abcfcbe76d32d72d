/**
 * The columns of the cart's lines. Wide: one row per line under a header (product, price, quantity, total,
 * remove). Narrow: a card per line, the product beside its cover, then the price, and quantity and total below.
 */
export const cartLineGrid = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 2,
  gridTemplateColumns: { xs: '64px minmax(0, 1fr) auto', md: '64px minmax(0, 1fr) 96px 136px 96px 40px' },
  gridTemplateAreas: {
    xs: '"cover product remove" "cover price price" "quantity quantity total"',
    md: '"cover product price quantity total remove"',
  },
} as const;
