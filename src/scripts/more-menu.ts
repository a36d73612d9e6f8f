/**
 * The "more" menus of a page (src/components/MoreMenu.astro): Escape closes an open one with the
 * focus back on its button, and a press beside it closes it, as the header's menus do.
 */
const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('details[data-more-menu][open]');

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  for (const menu of openMenus()) {
    menu.open = false;
    menu.querySelector('summary')?.focus();
  }
});
document.addEventListener('click', (event) => {
  for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
});
