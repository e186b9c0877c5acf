import { trackSearch, trackShare, trackTab } from '../../../src/shared/page/analytics-events';
import { sendEvent, trackClick } from '../../../src/shared/page/analytics';
import { SETTLE_MS } from '../../../src/shared/page/analytics-settled';

describe('analytics click event', () => {
  afterEach(() => {
    delete window.gtag;
    delete window.dataLayer;
  });

  test('goes through gtag when the page has it', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    window.dataLayer = [];
    trackClick('whatsapp', 'Budín de limón');
    expect(gtag).toHaveBeenCalledWith('event', 'click', { event_category: 'whatsapp', event_label: 'Budín de limón' });
    expect(window.dataLayer).toEqual([]);
  });

  test('is pushed onto dataLayer when there is no gtag', () => {
    window.dataLayer = [];
    trackClick('whatsapp', 'Pan dulce');
    expect(window.dataLayer).toEqual([{ event: 'click', event_category: 'whatsapp', event_label: 'Pan dulce' }]);
  });

  test('does nothing (and does not throw) when the page has neither', () => {
    expect(() => trackClick('whatsapp', 'x')).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('consent (window.SiteWidgets.analyticsConsent)', () => {
  afterEach(() => {
    delete window.SiteWidgets;
    delete window.gtag;
    delete window.dataLayer;
  });

  test('false: nothing goes, through gtag or dataLayer', () => {
    window.SiteWidgets = { analyticsConsent: false };
    const gtag = jest.fn();
    window.gtag = gtag;
    window.dataLayer = [];
    sendEvent('share', { method: 'share_sheet' });
    trackClick('whatsapp', 'x');
    expect(gtag).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
    delete window.gtag;
    sendEvent('share', { method: 'share_sheet' });
    expect(window.dataLayer).toEqual([]);
  });

  test('true or absent: events go', () => {
    window.dataLayer = [];
    sendEvent('share', { method: 'whatsapp' });
    window.SiteWidgets = { analyticsConsent: true };
    sendEvent('search', { search_term: 'cordoba', results_count: 0 });
    expect(window.dataLayer).toEqual([
      { event: 'share', method: 'whatsapp' },
      { event: 'search', search_term: 'cordoba', results_count: 0 },
    ]);
  });
});

describe("GA4's recommended events", () => {
  afterEach(() => {
    jest.useRealTimers();
    delete window.gtag;
  });

  test('share goes at once, with GA4 parameter names', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    trackShare('share_sheet', 'recipe', 31);
    expect(gtag).toHaveBeenCalledWith('event', 'share', { method: 'share_sheet', content_type: 'recipe', item_id: '31' });
  });

  test('search and select_content go once the choosing rests: the last one only', () => {
    jest.useFakeTimers();
    const gtag = jest.fn();
    window.gtag = gtag;
    trackSearch('c', 9);
    trackSearch('co', 3);
    trackSearch('cor', 0);
    trackTab(2);
    trackTab(3);
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(gtag).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(gtag.mock.calls).toEqual([
      ['event', 'search', { search_term: 'cor', results_count: 0 }],
      ['event', 'select_content', { content_type: 'tab', item_id: '3' }],
    ]);
  });
});
