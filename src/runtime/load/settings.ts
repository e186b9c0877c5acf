/**
 * The loading strategies a placeholder can name in `data-widget-load`, each with the settings
 * it reads (`data-widget-load-<setting>`). The one list of them: the strategies' table
 * (index.ts) has a strategy for each name and no other, a strategy reads no setting that is
 * not here (option.ts), and `npm run generate` writes the list for the Laravel host's
 * package, whose Blade component lets these attributes through
 * (`SiteWidgets\Laravel\Generated\Contracts`).
 */
export const STRATEGY_SETTINGS = {
  visible: ['margin'],
  idle: ['timeout'],
  media: ['media'],
  interaction: [],
} as const;

export type StrategyName = keyof typeof STRATEGY_SETTINGS;

/** A setting some strategy reads. */
export type StrategySetting = (typeof STRATEGY_SETTINGS)[StrategyName][number];
