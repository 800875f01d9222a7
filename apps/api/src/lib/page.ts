/** The list envelope of docs/product-decisions.md section 2: one page of items with its paging fields. */
export function pageOf<T>(data: T[], total: number, { page, limit }: { page: number; limit: number }) {
  return { status: 'success' as const, data, total, currentPage: page, totalPages: Math.ceil(total / limit) };
}
