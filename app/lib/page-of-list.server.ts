// The profile's lists (orders, notices, used promotions) read `?page=` the same way: a positive whole number (1 when
// missing or not one, at most 10,000), and a page past the last shows the last.

interface Paged {
  pagination: { page: number; last_page: number };
}

/** A page number from ?page=, 1 when missing or not a positive whole number. */
export function pageOf(url: URL): number {
  const asked = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 10_000) : 1;
}

/** The page `?page=` asks for, or the last one when it asks past the end. */
export async function pageOfList<T extends Paged>(url: URL, load: (page: number) => Promise<T>): Promise<T> {
  const list = await load(pageOf(url));
  return list.pagination.page > list.pagination.last_page ? load(list.pagination.last_page) : list;
}
