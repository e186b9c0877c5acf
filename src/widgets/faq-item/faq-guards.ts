import type { FaqItem } from '../../shared/api/types';
import { arrayOf, objectWith } from '../../shared/guards';

const isSection = (value: unknown): string | null =>
  value === undefined || value === null || value === 'professionals' || value === 'consumers'
    ? null
    : 'expected "professionals" or "consumers"';

export const isFaqItem = objectWith<FaqItem>({ name: 'string', content: 'string', section: isSection });
export const isFaqList = arrayOf(isFaqItem);
