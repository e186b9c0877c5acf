import { trackClick } from '../../../src/shared/page/analytics';

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
