import type { ProductSummary } from "../../../server/domain/catalog/catalog.service.ts";
import { ProductCard } from "../catalog/ProductCard.tsx";

/** Matching products, as cards like everywhere else in the shop. */
export function SearchResults({ products }: { products: ProductSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="search-results">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
