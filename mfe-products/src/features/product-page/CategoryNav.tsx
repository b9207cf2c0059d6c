import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTexts } from '@alu/common';
import { SideMenu, type SideMenuItem } from '@alu/common/side-menu';
import { categoryPath, productPath } from '../../shared/catalogue/catalogue';
import { useCatalogue } from '../../shared/catalogue/localizedCatalogue';
import { productsTexts } from '../../shared/i18n/productsTexts';
import { CATEGORY_KEYS, type Category, type Product } from '../../shared/catalogue/catalogue.types';
import styles from './CategoryNav.module.css';

export const CATEGORY_MENU_LABEL = 'Prodotti della categoria';

/**
 * The side list of the category's products (collapsed into "Tutti i prodotti" below 1000 px)
 * and the "Vedi anche" list of the two other categories.
 */
export function CategoryNav({
  category,
  current,
}: {
  readonly category: Category;
  readonly current: Product;
}) {
  const seeAlsoId = useId();
  const tx = useTexts(productsTexts);
  const categories = useCatalogue();
  const items: SideMenuItem[] = category.products.map((product) => ({
    key: product.url,
    label: product.name,
    to: productPath(product),
    active: product.url === current.url,
  }));
  const others = CATEGORY_KEYS.filter((key) => key !== category.key);
  return (
    <>
      <p className={styles.categoryName}>{category.name}</p>
      <SideMenu
        label={tx(CATEGORY_MENU_LABEL)}
        items={items}
        collapsedLabel={tx('Tutti i prodotti')}
      />
      <nav className={styles.seeAlso} aria-labelledby={seeAlsoId}>
        <h2 id={seeAlsoId} className={styles.seeAlsoHeading}>
          {tx('Vedi anche')}
        </h2>
        <ul className={styles.seeAlsoList}>
          {others.map((key) => (
            <li key={key}>
              <Link to={categoryPath(key)} className={styles.seeAlsoLink}>
                {categories[key].name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
