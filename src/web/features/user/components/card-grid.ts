/** A list of cards: one column on phones, two on tablets, three from md up. */
export const cardGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 3,
  // minmax(0, 1fr): a long name is cut short rather than widening its column past the screen.
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;
