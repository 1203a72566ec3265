/** The paging fields of a posts page, in either reading the API family uses (publishing spec, section 3). */
export interface PageLike<T> {
  content: T[];
  page?: number;
  size?: number;
  totalElements?: number;
  totalItems?: number;
  totalPages?: number;
  hasNext?: boolean;
  isLast?: boolean;
  pagination?: {
    page?: number;
    size?: number;
    totalPages?: number;
    totalItems?: number;
    isFirst?: boolean;
    isLast?: boolean;
    hasNext?: boolean;
    hasPrevious?: boolean;
  };
}

/** One page read the same way whichever fields it carries: `totalElements` or `totalItems`, flat or under `pagination`. */
export interface Paging {
  page: number;
  total: number | null;
  hasNext: boolean;
}

/** Reads a page's position, total and whether another follows, accepting both readings. */
export function readPaging<T>(page: PageLike<T>, requestedPage: number): Paging {
  const nested = page.pagination;
  const number = page.page ?? nested?.page ?? requestedPage;
  const total = page.totalElements ?? page.totalItems ?? nested?.totalItems ?? null;
  const totalPages = page.totalPages ?? nested?.totalPages;
  const explicit = page.hasNext ?? nested?.hasNext;
  const last = page.isLast ?? nested?.isLast;
  const hasNext =
    explicit ?? (last !== undefined ? !last : totalPages !== undefined ? number + 1 < totalPages : false);
  return { page: number, total, hasNext };
}
