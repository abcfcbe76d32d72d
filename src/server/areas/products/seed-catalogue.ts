import { brand } from '@/contract/brand';
import { productSizes, type ProductCategory, type ProductGender } from '@/contract/products';

/** Demo catalogue of the presenter's merch shop (fictional brand), newest first. */
export interface SeedProduct {
  name: string;
  category: ProductCategory;
  gender: ProductGender[];
  price: number;
  /** Set for products on sale. */
  priceSale?: number;
  sizes: readonly string[];
  tags: string[];
  blurb: string;
}

const allSizes = productSizes;
const evenSizes = ['6', '8', '10', '12'];
const gloveSizes = ['6', '7', '8', '9', '10'];
const kidsShoeSizes = ['6', '7', '8', '9', '10', '11'];

export const seedCatalogue: SeedProduct[] = [
  {
    name: 'StudioCourt Royale',
    category: 'Shoes',
    gender: ['Men', 'Women'],
    price: 96,
    sizes: allSizes,
    tags: ['Sneakers', 'Signature'],
    blurb:
      'Our signature court sneaker: a clean leather upper, a cushioned heel for long days on stage floors, and the studio mark stitched on the tongue.',
  },
  {
    name: 'Live on Air Hoodie',
    category: 'Apparel',
    gender: ['Men', 'Women'],
    price: 64,
    sizes: evenSizes,
    tags: ['Hoodie', 'Tour 2025'],
    blurb:
      'A heavyweight cotton hoodie with the "Live on Air" tally light embroidered on the chest, made for cold green rooms and early call times.',
  },
  {
    name: 'Backstage Pass Socks',
    category: 'Accessories',
    gender: ['Men', 'Women'],
    price: 12,
    sizes: evenSizes,
    tags: ['Socks', 'Gift'],
    blurb:
      'Soft combed-cotton crew socks with an all-access lanyard pattern. Three pairs in a box, ready to give away.',
  },
  {
    name: 'Stagehand Runner',
    category: 'Shoes',
    gender: ['Men', 'Women'],
    price: 88,
    sizes: allSizes,
    tags: ['Running', 'Lightweight'],
    blurb:
      'A breathable knit runner with a quiet, grippy sole: built for crews who cross a stage in the dark without a sound.',
  },
  {
    name: 'Little Presenter Tee',
    category: 'Apparel',
    gender: ['Kids'],
    price: 22,
    sizes: allSizes,
    tags: ['T-shirt', 'Kids'],
    blurb:
      'An organic cotton T-shirt for young hosts, printed with a vintage microphone. Sizes are ages 6 to 13.',
  },
  {
    name: 'Encore High Top',
    category: 'Shoes',
    gender: ['Men', 'Women'],
    price: 92,
    sizes: allSizes,
    tags: ['Sneakers', 'High top'],
    blurb:
      'A padded suede high top that asks for one more song. Contrast stitching and a gum sole finish the look.',
  },
  {
    name: `${brand.productName} Logo Tee`,
    category: 'Apparel',
    gender: ['Men', 'Women'],
    price: 34,
    priceSale: 24,
    sizes: evenSizes,
    tags: ['T-shirt', 'Logo'],
    blurb: `The essential tee with the ${brand.productName} wordmark across the chest, cut from soft, pre-shrunk cotton.`,
  },
  {
    name: 'Green Room Leather Gloves',
    category: 'Accessories',
    gender: ['Men', 'Women'],
    price: 58,
    sizes: gloveSizes,
    tags: ['Gloves', 'Leather'],
    blurb:
      'Supple lambskin gloves with a cashmere lining and touchscreen fingertips for checking the running order on the way in.',
  },
  {
    name: 'Spotlight Low Canvas',
    category: 'Shoes',
    gender: ['Men', 'Women', 'Kids'],
    price: 44,
    priceSale: 29,
    sizes: allSizes,
    tags: ['Canvas', 'Summer'],
    blurb:
      'A light canvas low-top in bright stage colours, with a vulcanised sole that handles festival fields and city streets.',
  },
  {
    name: 'Crew Call Bomber Jacket',
    category: 'Apparel',
    gender: ['Men', 'Women'],
    price: 99,
    sizes: evenSizes,
    tags: ['Jacket', 'Crew'],
    blurb:
      'A satin bomber with a quilted lining and "Crew Call" embroidered on the back, a nod to every touring team we have worked with.',
  },
  {
    name: 'Touring Insoles',
    category: 'Accessories',
    gender: ['Men', 'Women'],
    price: 18,
    sizes: allSizes,
    tags: ['Comfort', 'Travel'],
    blurb: 'Memory-foam insoles for shows that run long. Trim them to fit any shoe in your suitcase.',
  },
  {
    name: 'Hello Hallo Bonjour Sweatshirt',
    category: 'Apparel',
    gender: ['Men', 'Women'],
    price: 45,
    priceSale: 29,
    sizes: evenSizes,
    tags: ['Sweatshirt', 'Languages'],
    blurb: `A brushed-fleece crewneck that greets you in three languages, just like every show ${brand.presenter.firstName} hosts.`,
  },
  {
    name: 'Backstage Slip-On',
    category: 'Shoes',
    gender: ['Men', 'Women'],
    price: 42,
    priceSale: 27,
    sizes: allSizes,
    tags: ['Slip-on', 'Casual'],
    blurb: 'An easy slip-on with an elastic gusset, perfect for quick changes between rehearsal and show.',
  },
  {
    name: 'Green Room Joggers',
    category: 'Apparel',
    gender: ['Men', 'Women'],
    price: 39,
    priceSale: 25,
    sizes: evenSizes,
    tags: ['Joggers', 'Lounge'],
    blurb: 'Relaxed cotton joggers with deep pockets for cue cards, a phone and a spare battery pack.',
  },
  {
    name: 'Encore Ankle Socks',
    category: 'Accessories',
    gender: ['Men', 'Women', 'Kids'],
    price: 9,
    sizes: evenSizes,
    tags: ['Socks', 'Sport'],
    blurb: 'Cushioned ankle socks in a pack of three, with a small encore star knitted into the cuff.',
  },
  {
    name: 'Mini Encore High Top',
    category: 'Shoes',
    gender: ['Kids'],
    price: 38,
    priceSale: 22,
    sizes: kidsShoeSizes,
    tags: ['Sneakers', 'Kids'],
    blurb:
      'The Encore High Top for young feet, with hook-and-loop straps so getting ready for the school stage takes seconds.',
  },
  {
    name: 'Front Row Rain Jacket',
    category: 'Apparel',
    gender: ['Men', 'Women'],
    price: 86,
    sizes: evenSizes,
    tags: ['Jacket', 'Outdoor'],
    blurb: 'A packable, fully waterproof shell with taped seams, tested at more than one very wet festival.',
  },
  {
    name: 'StageLight Reflective Laces',
    category: 'Accessories',
    gender: ['Men', 'Women', 'Kids'],
    price: 5,
    sizes: allSizes,
    tags: ['Laces', 'Reflective'],
    blurb: 'Reflective flat laces that catch the light after dark. Choose the length by your shoe size.',
  },
  {
    name: 'Cue Trail Hiker',
    category: 'Shoes',
    gender: ['Men', 'Women'],
    price: 94,
    sizes: allSizes,
    tags: ['Hiking', 'Outdoor'],
    blurb:
      'A water-resistant hiker with a lugged sole for location shoots, mountain festivals and the long walk to the car park.',
  },
  {
    name: 'Stage Left Denim Shirt',
    category: 'Apparel',
    gender: ['Men', 'Women'],
    price: 58,
    sizes: evenSizes,
    tags: ['Shirt', 'Denim'],
    blurb:
      'A washed denim shirt with pearl snaps, comfortable under hot lights and smart enough for the press room.',
  },
  {
    name: 'Winter Stage Knit Gloves',
    category: 'Accessories',
    gender: ['Men', 'Women', 'Kids'],
    price: 16,
    sizes: gloveSizes,
    tags: ['Gloves', 'Winter'],
    blurb: 'Merino-blend knit gloves for outdoor broadcasts in December, with grip dots on the palm.',
  },
  {
    name: 'Curtain Call Loafer',
    category: 'Shoes',
    gender: ['Men', 'Women'],
    price: 89,
    sizes: allSizes,
    tags: ['Loafer', 'Formal'],
    blurb:
      'A polished leather loafer for award nights and galas: formal enough for the red carpet, comfortable enough for the aftershow.',
  },
  {
    name: 'Soundcheck Track Top',
    category: 'Apparel',
    gender: ['Men', 'Women', 'Kids'],
    price: 52,
    sizes: evenSizes,
    tags: ['Track top', 'Retro'],
    blurb:
      'A retro zip-up track top with contrast piping, named after the hour before doors when everything is still possible.',
  },
  {
    name: 'Dressing Room Slipper',
    category: 'Shoes',
    gender: ['Men', 'Women'],
    price: 32,
    sizes: allSizes,
    tags: ['Slipper', 'Comfort'],
    blurb:
      'A felted wool slipper with a light rubber sole, for the moments between the last cue and the taxi home.',
  },
];

/** What every product of a category comes with, listed under its description. */
export const categoryDetails: Record<ProductCategory, string[]> = {
  Shoes: ['Cushioned footbed', 'Non-marking rubber sole', 'Recycled box and tissue paper'],
  Apparel: [
    'Machine wash at 30 degrees',
    'Responsibly sourced materials',
    'Printed and embroidered in Europe',
  ],
  Accessories: ['Fits in any carry-on', 'Gift-ready packaging', 'Made to last a full touring season'],
};
