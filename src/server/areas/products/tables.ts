/** The workspace's shop catalogue (shared by every signed-in user). */
export interface ProductsTable {
  id: string;
  /** toSlug(name), unique: products are looked up by it. */
  slug: string;
  name: string;
  code: string;
  sku: string;
  /** JSON string[]; the first one is the cover. */
  images: string;
  /** JSON string[]. */
  tags: string;
  price: number;
  price_sale: number | null;
  total_rating: number;
  total_review: number;
  /** JSON ProductRating[] (1 Star .. 5 Star). */
  ratings: string;
  /** JSON ProductReview[]. */
  reviews: string;
  /** JSON hex string[]. */
  colors: string;
  /** 'sale' | 'new' | ''. */
  status: string;
  /** 'in_stock' | 'out_of_stock' | 'low_stock'. */
  inventory_type: string;
  /** JSON string[]. */
  sizes: string;
  available: number;
  /** HTML. */
  description: string;
  sold: number;
  category: string;
  /** JSON ('Men' | 'Women' | 'Kids')[]. */
  gender: string;
  created_at: string;
  /** price_sale when set, else price: what the shop sorts and filters by (0020). */
  effective_price: number;
  /** Bit i set for productGenders[i] (0020): filters by gender without reading the JSON. */
  gender_mask: number;
  /** Bit i set for productColors[i] (0020). */
  color_mask: number;
}

/** A slug a product had before a rename: it still finds the product (0020). */
export interface ProductSlugsTable {
  slug: string;
  product_id: string;
}

/** Who has reviewed which product: one review per account and product (0020). */
export interface ProductReviewersTable {
  product_id: string;
  user_id: string;
}

export interface ProductTables {
  products: ProductsTable;
  product_slugs: ProductSlugsTable;
  product_reviewers: ProductReviewersTable;
}
