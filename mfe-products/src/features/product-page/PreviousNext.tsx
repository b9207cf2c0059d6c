import { useTexts } from '@alu/common';
import { productsTexts } from '../../shared/i18n/productsTexts';
import { Link } from 'react-router-dom';
import { productPath } from '../../shared/catalogue/catalogue';
import type { Product } from '../../shared/catalogue/catalogue.types';
import { neighbours } from './slideDirection';
import styles from './PreviousNext.module.css';

/**
 * Previous and next product of the same category. They stop at the ends of the list (the
 * first product has no "previous", the last no "next"): wrapping would slide the wrong way.
 */
export function PreviousNext({
  list,
  product,
}: {
  readonly list: readonly Product[];
  readonly product: Product;
}) {
  const tx = useTexts(productsTexts);
  const { previous, next } = neighbours(list, product);
  return (
    <nav className={styles.nav} aria-label={tx('Altri prodotti della categoria')}>
      {previous ? (
        <Link to={productPath(previous)} rel="prev" className={`${styles.link} ${styles.previous}`}>
          <span className={styles.direction}>
            <span aria-hidden="true">↑ </span>
            {tx('Prodotto precedente')}
          </span>
          <span className={styles.name}>{previous.name}</span>
        </Link>
      ) : null}
      {next ? (
        <Link to={productPath(next)} rel="next" className={`${styles.link} ${styles.next}`}>
          <span className={styles.direction}>
            {tx('Prodotto successivo')}
            <span aria-hidden="true"> ↓</span>
          </span>
          <span className={styles.name}>{next.name}</span>
        </Link>
      ) : null}
    </nav>
  );
}
