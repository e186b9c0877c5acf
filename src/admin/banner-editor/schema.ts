import * as v from 'valibot';
import { looseText, record } from '../shared/document/legacy-json';

/**
 * The `banner_data` field (docs/widgets/content-editors.md, "Main banner"): the main banner's
 * title and subtitle; unknown fields are kept.
 */
export const bannerSchema = record({ title: looseText, subtitle: looseText });

export type BannerData = v.InferInput<typeof bannerSchema>;
