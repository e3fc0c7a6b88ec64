/**
 * Theme toggle: cycles auto → light → dark, stored in localStorage ("hif-theme"). "auto" follows
 * prefers-color-scheme. The button is hidden in the HTML and shown here, so with JavaScript off
 * there is no control that does nothing.
 */
const ORDER = ['auto', 'light', 'dark'] as const;
type Theme = (typeof ORDER)[number];

function current(): Theme {
  const t = document.documentElement.dataset.theme;
  return t === 'light' || t === 'dark' ? t : 'auto';
}

function apply(theme: Theme): void {
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  try {
    if (theme === 'auto') localStorage.removeItem('hif-theme');
    else localStorage.setItem('hif-theme', theme);
  } catch {
    // Storage can be disabled (private mode); the theme still applies for this page view.
  }
}

export function initThemeToggle(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    const label = () => { button.textContent = `Theme: ${current()}`; };
    label();
    button.hidden = false;
    button.addEventListener('click', () => {
      apply(ORDER[(ORDER.indexOf(current()) + 1) % ORDER.length]!);
      label();
    });
  }
}
