import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SideMenu, type SideMenuItem } from '@alu/common/side-menu';
import { categories, categoryPath, productPath } from '../../shared/catalogue/catalogue';
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
  const items: SideMenuItem[] = category.products.map((product) => ({
    key: product.url,
    label: product.name,
    to: productPath(product),
    active: product === current,
  }));
  const others = CATEGORY_KEYS.filter((key) => key !== category.key);
  return (
    <>
      <p className={styles.categoryName}>{category.name}</p>
      <SideMenu label={CATEGORY_MENU_LABEL} items={items} collapsedLabel="Tutti i prodotti" />
      <nav className={styles.seeAlso} aria-labelledby={seeAlsoId}>
        <h2 id={seeAlsoId} className={styles.seeAlsoHeading}>
          Vedi anche
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
