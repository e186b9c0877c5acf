import './linked-card.css';

/** Class names of a card whose title link stretches over it (see linked-card.css). */
export const linkedCard = {
  card: 'sw-linked-card',
  title: 'sw-linked-card__title',
  clampedTitle: 'sw-linked-card__title sw-linked-card__title--clamped',
  eyebrow: 'sw-linked-card__eyebrow',
} as const;
