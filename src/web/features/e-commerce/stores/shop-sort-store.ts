import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { isShopSort, type ShopSort } from '@/web/features/e-commerce/components/shop-filters';
import { ShopStorageKey } from './shop-storage-keys';

interface ShopSortState {
  sortBy: ShopSort;
  setSortBy(sortBy: ShopSort): void;
}

function readStoredSort(): ShopSort {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(ShopStorageKey.sortBy) ?? 'null');
    return isShopSort(stored) ? stored : 'featured';
  } catch {
    return 'featured';
  }
}

/** localStorage `sortBy` holds the order's name as JSON text ("priceAsc"). */
const plainStorage: PersistStorage<Pick<ShopSortState, 'sortBy'>> = {
  getItem: () => (typeof window === 'undefined' ? null : { state: { sortBy: readStoredSort() }, version: 0 }),
  setItem: (_name, value) => window.localStorage.setItem(ShopStorageKey.sortBy, JSON.stringify(value.state.sortBy)),
  removeItem: () => window.localStorage.removeItem(ShopStorageKey.sortBy),
};

/** The shop's order, kept across visits (DECISIONS §5: the product area's persisted `sortBy`). */
export const useShopSort = create<ShopSortState>()(
  persist(
    (set) => ({
      sortBy: 'featured',
      setSortBy: (sortBy) => set({ sortBy }),
    }),
    { name: ShopStorageKey.sortBy, storage: plainStorage, partialize: ({ sortBy }) => ({ sortBy }) },
  ),
);
