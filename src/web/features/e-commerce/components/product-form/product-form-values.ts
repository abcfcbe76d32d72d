import type { NewProductInput, NewProductRequest } from '@/contract/product-catalogue';
import {
  productCategories,
  productColors,
  productSizes,
  type ProductCategory,
  type ProductGender,
  type ProductStatus,
} from '@/contract/product-rules';
import type { Product } from '@/contract/products';

type ProductColor = NewProductRequest['colors'][number];
type ProductSize = NewProductRequest['sizes'][number];

/** What the product form holds: the request's fields, with the numbers as the text typed into their fields. */
export interface ProductFormValues {
  name: string;
  /** HTML from the editor, '' when empty. */
  description: string;
  /** Image urls; the first is the cover. */
  images: string[];
  code: string;
  sku: string;
  tags: string[];
  gender: ProductGender[];
  category: ProductCategory;
  colors: ProductColor[];
  sizes: ProductSize[];
  price: string;
  /** '' for no sale. */
  priceSale: string;
  /** '' counts as 0. */
  available: string;
  status: ProductStatus;
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  images: [],
  code: '',
  sku: '',
  tags: [],
  gender: [],
  category: productCategories[0],
  colors: [],
  sizes: [],
  price: '',
  priceSale: '',
  available: '0',
  status: '',
};

/** The form's fields, by name (to place a server's refusal on its field). */
export const isProductFormField = (name: string): name is keyof ProductFormValues => name in emptyProductForm;

/** What a price field may hold while typing: digits with at most two decimals, after a point or a comma. */
export const isPriceText = (text: string) => /^\d{0,6}([.,]\d{0,2})?$/.test(text);
/** What the stock field may hold while typing: digits only. */
export const isStockText = (text: string) => /^\d{0,7}$/.test(text);

/** A typed amount ("24,5" or "24.5"); NaN when there is none, which the contract refuses as missing. */
const amountOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** An amount as the reader types it: "24,5" in German and French, "24.5" in English. */
export const amountText = (amount: number, language: string) =>
  new Intl.NumberFormat(language.slice(0, 2), { useGrouping: false, maximumFractionDigits: 2 }).format(amount);

/** The request the form's values make: checked with the contract's schema before it is sent, and again by the server. */
export function productRequestOf(values: ProductFormValues): NewProductInput {
  return {
    ...values,
    price: amountOf(values.price),
    priceSale: values.priceSale.trim() === '' ? null : amountOf(values.priceSale),
    available: values.available.trim() === '' ? 0 : Number(values.available),
  };
}

const isColor = (color: string): color is ProductColor => (productColors as readonly string[]).includes(color);
const isSize = (size: string): size is ProductSize => (productSizes as readonly string[]).includes(size);

/** A stored product in the form, to be edited. */
export function productFormValuesOf(product: Product, language: string): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    images: product.images,
    code: product.code,
    sku: product.sku,
    tags: product.tags,
    gender: product.gender,
    category: product.category,
    colors: product.colors.map((color) => color.toUpperCase()).filter(isColor),
    sizes: product.sizes.filter(isSize),
    price: amountText(product.price, language),
    priceSale: product.priceSale === null ? '' : amountText(product.priceSale, language),
    available: String(product.available),
    status: product.status,
  };
}
