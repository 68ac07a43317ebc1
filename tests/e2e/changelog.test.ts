/**
 * The API changelog in a real browser. Its months skip style and layout until the reader comes near
 * them (`content-visibility: auto`, src/components/ApiChangelog/changelog.css): an address with an
 * entry's anchor must still bring that entry into view, and the resource filter (a `:target` link,
 * no script) must still hide the other resources' entries in months not yet rendered.
 */
import { expect, test, waitForApp } from './fixtures';

const PAGE = '/docs/api/api-changelog/';

test.describe('API changelog', () => {
  test("an entry's anchor in the oldest month scrolls it into view, and a resource filter hides the others", async ({
    page,
  }) => {
    const html = await (await page.request.get(PAGE)).text();
    const entries = [...html.matchAll(/<li id=([\w-]+) class=changelog-entry data-resource=([\w-]+)>/g)];
    expect(entries.length, 'entries in the changelog').toBeGreaterThan(100);
    const [, lastId, lastResource] = entries.at(-1)!;
    await page.goto(`${PAGE}#${lastId}`);
    await waitForApp(page);
    const last = page.locator(`[id="${lastId}"]`);
    // The entry is in a closed <details> group or a month's list; its month must render for the jump.
    await expect(last).toBeAttached();
    if (await last.isVisible()) await expect(last).toBeInViewport();

    const other = entries.find(([, , resource]) => resource !== lastResource)!;
    await page.goto(`${PAGE}#only-${lastResource}`);
    await expect(page.locator(`[id="${other[1]}"]`)).toBeHidden();
    await expect(page.locator(`.changelog-entry[data-resource="${lastResource}"]`).first()).toBeAttached();
  });
});
