import type { StorageItem } from './types';

/** The sortable columns of the storage table. */
export const storageSortColumns = ['name', 'type', 'createdAt'] as const;
export type StorageSortColumn = (typeof storageSortColumns)[number];

/** A column and direction, as react-aria's Table reports them. */
export interface StorageSort {
  column: StorageSortColumn;
  direction: 'ascending' | 'descending';
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

function compare(a: StorageItem, b: StorageItem, column: StorageSortColumn): number {
  if (column === 'type')
    return a.kind === b.kind ? collator.compare(a.name, b.name) : a.kind === 'folder' ? -1 : 1;
  if (column === 'createdAt') return Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return collator.compare(a.name, b.name);
}

/** Sorts rows by a column; folders stay above files except when sorting by type descending. */
export function sortStorageItems(items: readonly StorageItem[], sort: StorageSort): StorageItem[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => {
    if (sort.column !== 'type' && a.kind !== b.kind) return a.kind === 'folder' ? -1 : 1;
    return sign * compare(a, b, sort.column) || collator.compare(a.id, b.id);
  });
}
