/**
 * What is interactive in the build-time HTML of the API reference, wired once by event delegation
 * on the document rather than by React: React does not own that HTML (see ./index.tsx), and one
 * listener serves every operation of every page.
 * - Tabs: a `[role=tablist][data-tab-group]` of `[role=tab][data-tab-value]` buttons. Choosing a tab
 *   selects the same value in every tab list of its group and shows the panels of that value. The
 *   request-sample group is remembered in the same storage slot as Docusaurus's <Tabs groupId>, so
 *   the language choice follows the reader across operations, pages and reloads.
 * - Copy buttons: `[data-copy]` copies the text of the <pre> beside it.
 * Try it buttons (`[data-try-it]`) have a listener of their own, in ./tryItButton.ts.
 * - Static HTML of pages reached by client-side navigation: fetched from the page's own prerendered
 *   HTML, once per page.
 */
import { createStorageSlot } from '@docusaurus/theme-common';
import { CODE_SAMPLES_GROUP } from '@site/plugins/openapi/viewTypes';

/** Groups whose choice is stored like Docusaurus Tabs' `groupId` choice: the request samples'. */
const REMEMBERED_GROUPS = [CODE_SAMPLES_GROUP];
const slotOf = (group: string) => createStorageSlot(`docusaurus.tab.${group}`);

const cssValue = (value: string) => CSS.escape(value);

function tabListsOf(root: ParentNode, group: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[role="tablist"][data-tab-group="${cssValue(group)}"]`)];
}

/** Selects `value` in every tab list of `group` under `root` that offers it, and its panels. */
export function selectTab(root: ParentNode, group: string, value: string): void {
  for (const list of tabListsOf(root, group)) {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    if (!tabs.some((tab) => tab.dataset.tabValue === value)) continue;
    for (const tab of tabs) {
      const selected = tab.dataset.tabValue === value;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.classList.toggle('tabs__item--active', selected);
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
  }
  // Panels no tab controls directly, such as a request variant's samples beside its fields.
  for (const panel of root.querySelectorAll<HTMLElement>(
    `[data-tab-panel-group="${cssValue(group)}"]:not([role="tabpanel"])`,
  ))
    panel.hidden = panel.dataset.tabValue !== value;
}

/** Applies the remembered choices (the sample language) to the tabs under `root`. */
export function applyStoredChoices(root: ParentNode): void {
  for (const group of REMEMBERED_GROUPS) {
    const value = slotOf(group).get();
    if (value) selectTab(root, group, value);
  }
}

function chooseTab(tab: HTMLElement): void {
  const group = tab.closest<HTMLElement>('[role="tablist"]')?.dataset.tabGroup;
  const value = tab.dataset.tabValue;
  if (!group || value === undefined) return;
  // Keep the chosen tab where it is on screen while other groups above it change height.
  const top = tab.getBoundingClientRect().top;
  selectTab(document, group, value);
  if (REMEMBERED_GROUPS.includes(group)) slotOf(group).set(value);
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const tab = target?.closest<HTMLElement>('[role="tab"][data-tab-value]');
  if (tab) {
    chooseTab(tab);
    return;
  }
  const copy = target?.closest<HTMLButtonElement>('button[data-copy]');
  if (copy) {
    const text = copy.parentElement?.querySelector('pre')?.innerText.replace(/\n$/, '') ?? '';
    void navigator.clipboard.writeText(text).then(() => {
      copy.textContent = 'Copied';
      copy.setAttribute('aria-label', 'Copied');
      window.setTimeout(() => {
        copy.textContent = 'Copy';
        copy.setAttribute('aria-label', 'Copy code to clipboard');
      }, 2000);
    });
  }
}

/** Arrow keys, Home and End move between tabs, as in the WAI-ARIA tabs pattern. */
function onKeyDown(event: KeyboardEvent): void {
  const tab = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[role="tab"]') : null;
  const list = tab?.closest<HTMLElement>('[role="tablist"][data-tab-group]');
  if (!tab || !list) return;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(tab);
  const next = {
    ArrowRight: tabs[(index + 1) % tabs.length],
    ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs.at(-1),
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
  chooseTab(next);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
}

// ---------------------------------------------------------------------------------------------
// Static HTML of pages reached by client-side navigation

let navigated = false;
/** Whether the reader has moved to another page since the first load (./clientModule.ts marks it). */
export const hasNavigated = (): boolean => navigated;
export function markNavigated(): void {
  navigated = true;
}

const htmlByKey = new Map<string, string>();
const loadsByPath = new Map<string, Promise<void>>();

export function staticHtmlFromCache(key: string): string | undefined {
  return htmlByKey.get(key);
}

/** Reads every static HTML container of the page at `pathname` from its prerendered HTML. */
export function loadStaticHtmlOf(pathname: string): Promise<void> {
  let loading = loadsByPath.get(pathname);
  if (!loading) {
    loading = fetch(pathname, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        const page = new DOMParser().parseFromString(text, 'text/html');
        for (const element of page.querySelectorAll<HTMLElement>('[data-static-html]'))
          htmlByKey.set(element.dataset.staticHtml ?? '', element.innerHTML);
      })
      .catch(() => {
        loadsByPath.delete(pathname); // let a later visit try again
      });
    loadsByPath.set(pathname, loading);
  }
  return loading;
}
