/* global window, document -- a classic script for the browser, not a module of the bundle */
/*
 * A stand-in for Google's gtag.js, for the worked host's tests only (SITE_WIDGETS_ANALYTICS_TAG_URL
 * points the consent script here): it reads the Consent Mode commands on dataLayer, before it
 * ran and after, as the tag does, and sets the identifying `_ga` cookie once analytics_storage
 * is granted, so a test can tell by the browser's cookies whether consent was respected.
 */
(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var analytics = 'denied';
  function read(entry) {
    if (!entry || typeof entry.length !== 'number' || entry[0] !== 'consent') return;
    var signals = entry[2];
    if (signals && (signals.analytics_storage === 'granted' || signals.analytics_storage === 'denied')) analytics = signals.analytics_storage;
    if (analytics === 'granted' && !/(^|;\s*)_ga=/.test(document.cookie)) {
      document.cookie = '_ga=GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000) + '; path=/; max-age=63072000; SameSite=Lax';
    }
  }
  for (var index = 0; index < dataLayer.length; index++) read(dataLayer[index]);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var index = 0; index < arguments.length; index++) read(arguments[index]);
    return push.apply(dataLayer, arguments);
  };
})();
