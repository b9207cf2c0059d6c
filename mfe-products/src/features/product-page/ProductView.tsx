import { useCallback, useState } from 'react';
import { PageHero, SideLayout, useDocumentMeta } from '@alu/common';
import { ImageGallery } from '@alu/common/gallery';
import { InquiryDialog } from '@alu/common/inquiry-form';
import { categories } from '../../shared/catalogue/catalogue';
import type { Product } from '../../shared/catalogue/catalogue.types';
import { CategoryNav } from './CategoryNav';
import { PreviousNext } from './PreviousNext';
import { SpecPanel } from './SpecPanel';
import type { SlideDirection } from './slideDirection';
import styles from './ProductView.module.css';

export interface ProductViewProps {
  readonly product: Product;
  readonly direction: SlideDirection;
}

const SLIDE_CLASS: Record<SlideDirection, string | undefined> = {
  down: styles.slideDown,
  up: styles.slideUp,
  none: undefined,
};

/** One product: category header, the category's list, image preview and spec panel. */
export function ProductView({ product, direction }: ProductViewProps) {
  const category = categories[product.category];
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const closeInquiry = useCallback(() => setInquiryOpen(false), []);
  useDocumentMeta({
    title: `${product.name} | ${category.name}`,
    description: product.description,
  });

  return (
    <>
      <PageHero
        title={category.title}
        eyebrow="Prodotti"
        subtitle={category.subtitle}
        image={category.heroImage}
        size="mini"
      />
      <SideLayout side={<CategoryNav category={category} current={product} />}>
        <article
          className={[styles.product, SLIDE_CLASS[direction]].filter(Boolean).join(' ')}
          aria-label={product.name}
          data-slide={direction}
        >
          <div className={styles.preview}>
            <ImageGallery
              images={product.images}
              title={product.name}
              label="Immagini del prodotto"
            />
            <PreviousNext list={category.products} product={product} />
          </div>
          <SpecPanel product={product} onRequest={() => setInquiryOpen(true)} />
        </article>
      </SideLayout>
      <InquiryDialog
        open={inquiryOpen}
        onClose={closeInquiry}
        title="Richiedi informazioni"
        intro={`Scrivici che cosa ti serve di «${product.name}»: l’ufficio vendite ti risponde entro due giorni lavorativi.`}
        kind="product"
        product={product.name}
      />
    </>
  );
}
