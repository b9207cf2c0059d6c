import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '@alu/common';
import { findProduct, productPath } from '../../shared/catalogue/catalogue';
import { useCatalogue } from '../../shared/catalogue/localizedCatalogue';
import type { Category, CategoryKey } from '../../shared/catalogue/catalogue.types';
import type { Product } from '../../shared/catalogue/catalogue.types';
import { ProductView } from './ProductView';
import { slideDirection, type SlideDirection } from './slideDirection';

/**
 * /products/{category}/{product}: one product of the catalogue; an unknown category or product
 * (or a product under another category) shows the not-found page (404). Another product re-mounts the view, which
 * closes the inquiry form and the share menu and shows the first image again, sliding in from
 * below or above as the new product comes after or before the last one in its category's list.
 */
export function ProductPage() {
  const { category, product: url } = useParams<{ category: string; product: string }>();
  const catalogue = useCatalogue();
  const found = findProduct(category, url);
  // The product in the page's language (the address is the same in every language).
  const product = found && catalogue[found.category].products.find((item) => item.url === url);
  const direction = useSlideDirection(catalogue, product);
  if (!product) return <NotFound />;
  return <ProductView key={productPath(product)} product={product} direction={direction} />;
}

/** The direction from the product shown before to this one (state derived while rendering). */
function useSlideDirection(
  catalogue: Readonly<Record<CategoryKey, Category>>,
  product: Product | undefined,
): SlideDirection {
  const [shown, setShown] = useState<{ product?: Product; direction: SlideDirection }>({
    product,
    direction: 'none',
  });
  if (product && product.url !== shown.product?.url) {
    const list = catalogue[product.category].products;
    setShown({ product, direction: slideDirection(list, shown.product, product) });
  }
  return shown.direction;
}
