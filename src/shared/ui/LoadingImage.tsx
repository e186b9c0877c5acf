import './loading-image.css';
import { useCallback, useState } from 'react';

type Status = 'loading' | 'loaded' | 'failed';

interface Props {
  src: string | null | undefined;
  /** Empty for a decorative image (the card's title already names it). */
  alt: string;
  width: number;
  height: number;
  /** The box's class: it sets the aspect ratio the image fills. */
  className: string;
  /** Said on the neutral placeholder of a missing or failed image. */
  missingLabel: string;
  /** One of the first images on the first screen (often the page's largest paint): asked for at once and ahead of the rest. */
  priority?: boolean;
}

/**
 * An image in a box reserved before it loads: a placeholder animation while loading, a
 * fade-in once loaded, and a neutral placeholder (never the browser's broken-image icon)
 * when it has no address or fails. Lazy-loaded unless `priority`; motion follows `prefers-reduced-motion`
 * in the CSS.
 */
export function LoadingImage({ src, alt, width, height, className, missingLabel, priority = false }: Props) {
  const [status, setStatus] = useState<Status>(src ? 'loading' : 'failed');
  // An image already in the cache may be complete before React listens for `load`.
  const seeComplete = useCallback((image: HTMLImageElement | null) => {
    if (image !== null && image.complete && image.naturalWidth > 0) setStatus('loaded');
  }, []);
  const shown = src && status !== 'failed' ? src : null;
  return (
    <div className={`sw-image sw-image--${shown === null ? 'failed' : status} ${className}`}>
      {shown === null ? (
        alt === '' ? (
          <span className="sw-image__missing" aria-hidden="true" />
        ) : (
          <span className="sw-image__missing" role="img" aria-label={`${alt}: ${missingLabel}`} />
        )
      ) : (
        <img
          ref={seeComplete}
          className="sw-image__img"
          src={shown}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      )}
    </div>
  );
}
