import * as v from 'valibot';

/** The `banner_data` field (spec section 3): the main banner's title and subtitle; unknown fields are kept. */
const looseText = v.optional(v.nullable(v.union([v.string(), v.number()])));

export const bannerSchema = v.looseObject({ title: looseText, subtitle: looseText });

export type BannerData = v.InferInput<typeof bannerSchema>;
