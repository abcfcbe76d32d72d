// Runs before the app: applies the stored mode, direction and language so the first paint is right.
(function () {
  try {
    var root = document.documentElement;
    var settings = JSON.parse(localStorage.getItem('settings') || '{}') || {};
    root.dir = settings.themeDirection === 'rtl' ? 'rtl' : 'ltr';
    if (settings.themeMode === 'dark') {
      root.style.colorScheme = 'dark';
      root.style.backgroundColor = '#161C24';
    }
    var language = (localStorage.getItem('i18nextLng') || '').slice(0, 2);
    if (language === 'de' || language === 'fr' || language === 'en') root.lang = language;
  } catch {
    // storage unavailable: defaults apply
  }
})();
