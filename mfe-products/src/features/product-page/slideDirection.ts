import type { Product } from '../../shared/catalogue/catalogue.types';

/**
 * How the product page enters after a route change: 'down' when the new product
 * comes later in its category's list than the one shown before, 'up' when earlier, 'none' on
 * the first page shown or a change of category.
 */
export type SlideDirection = 'down' | 'up' | 'none';

/** A product's place in a list, by address (the same product in any language). */
const indexOf = (list: readonly Product[], product: Product) =>
  list.findIndex((item) => item.url === product.url);

export function slideDirection(
  list: readonly Product[],
  from: Product | undefined,
  to: Product,
): SlideDirection {
  if (!from || from.url === to.url || from.category !== to.category) return 'none';
  const before = indexOf(list, from);
  const after = indexOf(list, to);
  if (before < 0 || after < 0) return 'none';
  return after > before ? 'down' : 'up';
}

/** The neighbours of a product in its category's list; none beyond the ends (no wrapping). */
export function neighbours(
  list: readonly Product[],
  product: Product,
): { previous?: Product; next?: Product } {
  const index = indexOf(list, product);
  if (index < 0) return {};
  return { previous: list[index - 1], next: list[index + 1] };
}
