// The success envelopes of docs/product-decisions.md section 2, written in one place: a route answers
// `ok(data)` (or `ok(data, { message })`), a service answers a list with `pageOf(...)`.

/** One thing: `{ status: 'success', data }`, with any other fields of the answer (a message). */
export function ok<T, E extends object = object>(data: T, extra?: E): { status: 'success'; data: T } & E {
  return { status: 'success', data, ...(extra as E) };
}

/** One page of items with its paging fields. Built by the service that read the page. */
export function pageOf<T>(data: T[], total: number, { page, limit }: { page: number; limit: number }) {
  return { status: 'success' as const, data, total, currentPage: page, totalPages: Math.ceil(total / limit) };
}

/** A service's answer that carries its own fields (a message and the data): `{ status: 'success', ...answer }`. */
export function okWith<T extends object>(answer: T): { status: 'success' } & T {
  return { status: 'success', ...answer };
}
