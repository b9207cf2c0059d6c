import { useCallback, useState } from 'react';
import {
  PageHero,
  SideLayout,
  siteConfig,
  useDocumentMeta,
  useSsrStore,
  useTexts,
} from '@alu/common';
import { useHref } from 'react-router-dom';
import { categoryPath, productPath } from '../../shared/catalogue/catalogue';
import { ImageGallery } from '@alu/common/gallery';
import { InquiryDialog } from '@alu/common/inquiry-form';
import { useCatalogue } from '../../shared/catalogue/localizedCatalogue';
import { productsTexts } from '../../shared/i18n/productsTexts';
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
  const tx = useTexts(productsTexts);
  const category = useCatalogue()[product.category];
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const closeInquiry = useCallback(() => setInquiryOpen(false), []);
  const origin = useSsrStore()?.origin ?? '';
  const address = new URL(useHref(productPath(product)), origin || 'http://site.invalid').href;
  const [cover] = product.images;
  useDocumentMeta({
    title: `${product.name} | ${category.name}`,
    description: product.description,
    type: 'product',
    ...(cover && {
      image: { url: cover.src, width: cover.width, height: cover.height, alt: product.name },
    }),
    breadcrumbs: [
      { name: tx('Prodotti'), path: '/products' },
      { name: category.name, path: categoryPath(category.key) },
      { name: product.name, path: productPath(product) },
    ],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        category: category.name,
        url: address,
        image: product.images.map((image) => new URL(image.src, address).href),
        brand: { '@type': 'Brand', name: siteConfig.companyName },
        manufacturer: { '@type': 'Organization', name: siteConfig.legalName },
      },
    ],
  });

  return (
    <>
      <PageHero
        title={category.title}
        eyebrow={tx('Prodotti')}
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
              label={tx('Immagini del prodotto')}
            />
            <PreviousNext list={category.products} product={product} />
          </div>
          <SpecPanel product={product} onRequest={() => setInquiryOpen(true)} />
        </article>
      </SideLayout>
      <InquiryDialog
        open={inquiryOpen}
        onClose={closeInquiry}
        title={tx('Richiedi informazioni')}
        intro={tx(
          'Scrivici che cosa ti serve di «{{product}}»: l’ufficio vendite ti risponde entro due giorni lavorativi.',
          { product: product.name },
        )}
        kind="product"
        product={product.name}
      />
    </>
  );
}
