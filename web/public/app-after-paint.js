/* global document, requestAnimationFrame, setTimeout */
// Loads the app after the page's first paint, on the public pages the api serves with their
// content (bins/api/src/first_paint.rs): the content's stylesheet does not share the network with
// the app's code, so the page is readable sooner, and the app takes the page over a moment later.
(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = app;
    document.head.appendChild(module);
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
