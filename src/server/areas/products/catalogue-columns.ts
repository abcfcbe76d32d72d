import { productColors, productGenders } from '@/contract/products';

/** A bit per value of `values`, set for each of `selected` (unknown values set none). */
function maskOf(values: readonly string[], selected: readonly string[]): number {
  let mask = 0;
  for (const value of selected) {
    const bit = values.indexOf(value);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

export const genderMaskOf = (genders: readonly string[]) => maskOf(productGenders, genders);
export const colorMaskOf = (colors: readonly string[]) => maskOf(productColors, colors);

/** The columns the catalogue query filters and sorts by, derived from the product's own fields. */
export function catalogueColumnsOf(product: {
  price: number;
  priceSale: number | null;
  gender: readonly string[];
  colors: readonly string[];
}) {
  return {
    effective_price: product.priceSale ?? product.price,
    gender_mask: genderMaskOf(product.gender),
    color_mask: colorMaskOf(product.colors),
  };
}
