// The one script a server-rendered page runs at once. The page is already drawn (its HTML,
// inlined CSS and main picture came with the document); the scripts of its first render in
// the browser, listed in `data-preload`, are requested all together once the browser has
// loaded and painted the page, and the entry (`data-main`) runs then. So downloading, parsing
// and running them never delays the first paint or the main picture on a slow phone, and
// they still arrive side by side, not one after another. The page's links work meanwhile
// (every route is rendered on the server).
(function startSiteAfterPaint() {
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  if (!main) return;
  // `main` is only set when `self` is (the casts say what the type checker cannot see).
  var attribute = /** @type {HTMLOrSVGScriptElement} */ (self).getAttribute('data-preload');
  var preload = (attribute || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.createDocumentFragment();
    for (var i = 0; i < preload.length; i += 1) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = /** @type {string} */ (preload[i]);
      links.appendChild(link);
    }
    document.head.appendChild(links);
    var script = document.createElement('script');
    script.src = /** @type {string} */ (main);
    document.head.appendChild(script);
  }
  // Two frames after the first contentful paint: the main picture, loaded by now, is on
  // screen too.
  function afterFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function afterFirstPaint() {
    // A hidden tab paints nothing, and a browser may not report paints: start anyway.
    setTimeout(start, 1000);
    if (typeof PerformanceObserver !== 'function') return afterFrames();
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return afterFrames();
    try {
      new PerformanceObserver(function (list, observer) {
        observer.disconnect();
        afterFrames();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      afterFrames();
    }
  }
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
})();
