/**
 * The HTML of each operation, schema and example, kept between the dev server's reloads and keyed by
 * a hash of its view: the view is everything the renderer reads (staticHtml.ts renders a view and
 * nothing else), so an edit of one resource file renders only the views it changed.
 */
import { createHash } from 'node:crypto';

/** A short hash of text: names the dev server's HTML files and the revisions the browser sees. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

export class RenderedHtmlCache {
  private readonly entries = new Map<string, { sourceHash: string; html: string }>();

  /** How many views were rendered (not taken from the cache) since this cache was made. */
  renders = 0;

  /** The HTML of `view` under `key`: the cached HTML if the view is the one it was rendered from. */
  render<T>(key: string, view: T, toHtml: (view: T) => string): string {
    const sourceHash = contentHash(JSON.stringify(view) ?? '');
    const cached = this.entries.get(key);
    if (cached?.sourceHash === sourceHash) return cached.html;
    const html = toHtml(view);
    this.renders += 1;
    this.entries.set(key, { sourceHash, html });
    return html;
  }
}
