import {
  productColors,
  ratingNames,
  type InventoryType,
  type ProductRating,
  type ProductReview,
  type ProductStatus,
} from '@/contract/products';
import { imageUrl, type SeedContext } from '@/server/db/seed/seed-context';
import { insertProduct } from './products-store';
import { categoryDetails, seedCatalogue } from './seed-catalogue';

const reviewComments: Record<number, string[]> = {
  5: [
    'Absolutely love it. The quality is far better than I expected from tour merch.',
    'Bought it after the show in Vienna and have worn it every week since.',
    'Perfect fit, fast delivery and the packaging was lovely. Would order again.',
    'Got this as a gift for my sister, who is a huge fan. She was thrilled.',
  ],
  4: [
    'Really nice, just runs a little large. Order one size down.',
    'Great quality and comfortable. Delivery took a few days longer than promised.',
    'Looks exactly like the photos. I would have liked one more colour option.',
  ],
  3: [
    'Decent, but the colour is a bit darker than on screen.',
    'Comfortable enough, nothing special for the price.',
  ],
  2: ['The stitching came loose after a few weeks. Customer service replaced it, though.'],
  1: ['Arrived in the wrong size and the return took far too long.'],
};

const inventoryPattern = (index: number): InventoryType => {
  if (index % 6 === 4) return 'out_of_stock';
  if (index % 4 === 1) return 'low_stock';
  return 'in_stock';
};

/** Star ratings (with and without a written review) and their average, rounded to one decimal. */
function summarizeRatings(reviews: ProductReview[], extraRatings: (stars: number) => number) {
  const ratings: ProductRating[] = ratingNames.map((name, i) => {
    const reviewCount = reviews.filter((review) => review.rating === i + 1).length;
    return { name, reviewCount, starCount: reviewCount + extraRatings(i + 1) };
  });
  const stars = ratings.reduce((sum, rating, i) => sum + rating.starCount * (i + 1), 0);
  const count = ratings.reduce((sum, rating) => sum + rating.starCount, 0);
  return { ratings, totalRating: count === 0 ? 0 : Math.round((stars / count) * 10) / 10 };
}

/** The presenter's merch shop: 24 products with reviews by the workspace's members. */
export async function seedProduct(ctx: SeedContext): Promise<void> {
  const faker = ctx.faker('products');
  const members = await ctx.db
    .selectFrom('users')
    .select(['display_name', 'photo_url'])
    .where('id', 'in', ctx.memberIds)
    .orderBy('display_name')
    .execute();

  for (const [index, item] of seedCatalogue.entries()) {
    const ageDays = index * 8 + faker.number.int({ min: 0, max: 6 });
    const createdAt = ctx.ago(ageDays * 24 + faker.number.int({ min: 8, max: 18 }), 'hours');
    const imageCount = faker.number.int({ min: 3, max: 5 });
    const reviews: ProductReview[] = faker.helpers
      .arrayElements(members, { min: 3, max: 8 })
      .map((member) => {
        const rating = faker.helpers.weightedArrayElement([
          { value: 5, weight: 10 },
          { value: 4, weight: 6 },
          { value: 3, weight: 2 },
          { value: 2, weight: 1 },
          { value: 1, weight: 1 },
        ]);
        return {
          id: faker.string.uuid(),
          name: member.display_name,
          avatarUrl: member.photo_url,
          comment: faker.helpers.arrayElement(reviewComments[rating]!),
          rating,
          isPurchased: faker.datatype.boolean({ probability: 0.8 }),
          helpful: faker.number.int({ min: 1, max: 500 }),
          postedAt: ctx.ago(faker.number.int({ min: 1, max: ageDays * 24 + 6 }), 'hours'),
        };
      })
      .sort((a, b) => b.postedAt.localeCompare(a.postedAt));
    const { ratings, totalRating } = summarizeRatings(reviews, (stars) =>
      faker.number.int({ min: 0, max: stars * stars * 3 }),
    );
    const inventoryType = inventoryPattern(index);
    const colors = faker.helpers.arrayElements(productColors, { min: 1, max: 4 });
    const status: ProductStatus = item.priceSale !== undefined ? 'sale' : index < 6 ? 'new' : '';

    await insertProduct(ctx.db, {
      id: faker.string.uuid(),
      images: Array.from({ length: imageCount }, (_, i) => imageUrl('product', index + 1 + i)),
      name: item.name,
      code: faker.string.alphanumeric({ length: 8, casing: 'upper' }),
      sku: `ARD-${item.category.slice(0, 3).toUpperCase()}-${String(1001 + index)}`,
      tags: item.tags,
      price: item.price,
      priceSale: item.priceSale ?? null,
      totalRating,
      totalReview: reviews.length,
      ratings,
      reviews,
      colors: productColors.filter((color) => colors.includes(color)),
      status,
      inventoryType,
      sizes: [...item.sizes],
      available:
        inventoryType === 'out_of_stock'
          ? 0
          : inventoryType === 'low_stock'
            ? faker.number.int({ min: 1, max: 9 })
            : faker.number.int({ min: 20, max: 180 }),
      description: `<p>${item.blurb}</p><h4>Details</h4><ul>${categoryDetails[item.category].map((line) => `<li>${line}</li>`).join('')}</ul>`,
      sold: faker.number.int({ min: 12, max: 900 }),
      createdAt,
      category: item.category,
      gender: item.gender,
    });
  }
}
