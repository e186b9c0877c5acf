import { LinkedCard } from '../../shared/ui/LinkedCard';
import { linkedCard } from '../../shared/ui/linked-card-classes';
import './product-card.css';
import type { ProductCard as ProductCardData } from '../../shared/api/products';
import { consumerProductPath, productPath } from '../../shared/api/routes';

/** The catalogue's images are square; the box is reserved before they load. */
const IMAGE_SIZE = 600;

interface Props {
  product: ProductCardData;
  consumer: boolean;
  headingLevel: number;
  onNavigate?: () => void;
  /** One of the first cards on the first screen: its image is asked for at once (LoadingImage). */
  priority?: boolean;
}

/**
 * A product card (docs/widgets/catalogue.md: id, name, image, category): the image in a reserved
 * square, the category, and the name as a link stretched over the card, to
 * `/product/{id}` or, for consumers, the relative `consumers/product/{id}`.
 */
export function ProductCard({ product, consumer, headingLevel, onNavigate, priority = false }: Props) {
  return (
    <LinkedCard
      block="sw-product-card"
      data={{ 'data-product-id': product.id }}
      image={{ src: product.image, alt: product.name, width: IMAGE_SIZE, height: IMAGE_SIZE, className: 'sw-product-card__media', priority }}
      eyebrow={{ text: product.category?.name ?? '', className: 'sw-product-card__category' }}
      title={product.name}
      clampTitle
      headingLevel={headingLevel}
      href={consumer ? consumerProductPath(product.id) : productPath(product.id)}
      onNavigate={onNavigate}
    />
  );
}

/** A blank card while the first page loads: the same box as a real one. */
export function ProductCardSkeleton() {
  return (
    <div className="card h-100 sw-product-card sw-product-card--skeleton placeholder-glow" aria-hidden="true">
      <div className="sw-image sw-image--loading sw-product-card__media" />
      <div className="card-body sw-product-card__body">
        <p className={`sw-product-card__category ${linkedCard.eyebrow}`}>
          <span className="placeholder col-5" />
        </p>
        <p className={`sw-product-card__title ${linkedCard.clampedTitle}`}>
          <span className="placeholder col-10" /> <span className="placeholder col-7" />
        </p>
      </div>
    </div>
  );
}
