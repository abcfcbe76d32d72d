/** One order of one account; its address is a JSON snapshot of the billing address at the time. */
export interface OrdersTable {
  id: string;
  user_id: string;
  /** The human order number, unique and rising (from order_number_counter). */
  number: number;
  /** One of the contract's orderStatuses. */
  status: string;
  subtotal: number;
  discount: number;
  discount_code: string | null;
  shipping: number;
  /** One of the contract's delivery options. */
  delivery: string;
  total: number;
  /** JSON AddressBookEntry. */
  address: string;
  /** UTC ISO text, so text order is time order. */
  created_at: string;
}

/** One line of an order with the name, cover and price charged at the time (products may change later). */
export interface OrderLinesTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  cover: string;
  size: string;
  color: string;
  quantity: number;
  price: number;
  subtotal: number;
}

/** Discount codes, managed by admins; `code` is stored in upper case. */
export interface DiscountCodesTable {
  code: string;
  /** 'percent' | 'amount'. */
  kind: string;
  value: number;
  description: string;
  /** UTC ISO text; null: never expires. */
  expires_at: string | null;
  created_at: string;
}

/** The one row (id 1) holding the last order number handed out. */
export interface OrderNumberCounterTable {
  id: number;
  last_number: number;
}

/**
 * Sales per UTC day (0035), written with every order in its transaction: the dashboards sum days, never
 * orders, so a year of sales is at most 366 rows whatever the number of orders.
 */
export interface SalesDaysTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  orders: number;
  items: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/** Units and line subtotals sold per UTC day and product (0035). */
export interface ProductSalesDaysTable {
  day: string;
  product_id: string;
  quantity: number;
  revenue: number;
}

/** Orders and totals per UTC day and buyer (0035); a deleted account's rows go with it. */
export interface CustomerSalesDaysTable {
  day: string;
  user_id: string;
  orders: number;
  total: number;
}

export interface OrderTables {
  orders: OrdersTable;
  sales_days: SalesDaysTable;
  product_sales_days: ProductSalesDaysTable;
  customer_sales_days: CustomerSalesDaysTable;
  order_lines: OrderLinesTable;
  discount_codes: DiscountCodesTable;
  order_number_counter: OrderNumberCounterTable;
}
