// The shop's one money format; it lives in the contract so the server's invoice PDFs print the same.
export { formatPrice } from '@/contract/money';
