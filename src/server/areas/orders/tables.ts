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

export interface OrderTables {
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  discount_codes: DiscountCodesTable;
  order_number_counter: OrderNumberCounterTable;
}
