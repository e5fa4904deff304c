// The offline page in the saved language and theme (the app's keys: user-preferences, theme).
(() => {
  const root = document.documentElement;
  try {
    const prefs = JSON.parse(localStorage.getItem("user-preferences") || "{}");
    if (prefs && prefs.language === "ne") {
      root.lang = "ne";
      document.title = root.dataset.titleNe || document.title;
    }
    const theme = localStorage.getItem("theme");
    if (theme === "dark" || theme === "light") root.classList.add(theme);
  } catch {
    // Storage blocked: English in the system's colour scheme.
  }
})();
