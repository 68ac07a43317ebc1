/**
 * `npm start`: the HTML of each operation, schema and example is rendered when the browser first
 * asks for it, then kept, instead of all ~800 views before the first page (about 1.5 s of each
 * start). A revision names one view's source (a hash of its key and its view, which is everything
 * the renderer reads), so the browser's map of revisions (src/components/ApiStaticHtml/devHtml.ts)
 * is known without rendering, and an edit of openapi/ gives new revisions only to the views it
 * changed. The dev server answers `<baseUrl>__api-static-html/<revision>.html` from here
 * (./index.ts adds the handler through the dev server's setupMiddlewares, Docusaurus's public way
 * to extend it: there is no file to serve before the HTML is asked for).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { shortHash } from '../../src/site/shortHash.mjs';

/** A short hash of text: a revision, as the browser sees it. */
export function contentHash(text: string): string {
  return shortHash(text, 20);
}

export class DevHtmlOnDemand {
  /** How to make each revision's HTML, and the HTML once made. */
  private readonly revisions = new Map<string, { toHtml: () => string; html?: string }>();

  /** How many revisions were rendered since this store was made. */
  renders = 0;

  /** The revision of `source` under `key`; `toHtml` makes its HTML when it is first asked for. */
  add(key: string, source: unknown, toHtml: () => string): string {
    const revision = contentHash(`${key}\n${JSON.stringify(source) ?? ''}`);
    if (!this.revisions.has(revision)) this.revisions.set(revision, { toHtml });
    return revision;
  }

  /**
   * Forgets every revision but `current` (those the newest view model names), so that a long
   * `npm start` holds one model's views rather than every model it was ever given. A page still
   * showing an older model asks for its revisions again once the hot update brings it the new map.
   */
  keepOnly(current: Iterable<string>): void {
    const kept = new Set(current);
    for (const revision of this.revisions.keys()) if (!kept.has(revision)) this.revisions.delete(revision);
  }

  /** The HTML of a revision (rendered now if it was not yet), or undefined for an unknown revision. */
  html(revision: string): string | undefined {
    const entry = this.revisions.get(revision);
    if (!entry) return undefined;
    if (entry.html === undefined) {
      entry.html = entry.toHtml();
      this.renders += 1;
    }
    return entry.html;
  }

  /**
   * A connect-style handler for `<path>/<revision>.html` (path: `/docs/__api-static-html/`): the HTML,
   * 404 for an unknown revision, 500 with the renderer's message (also printed) when rendering fails.
   */
  handler(path: string): (request: IncomingMessage, response: ServerResponse, next: () => void) => void {
    return (request, response, next) => {
      const url = request.url ?? '';
      if (!url.startsWith(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        next();
        return;
      }
      const revision = /^([0-9a-f]+)\.html$/.exec(url.slice(path.length).split('?')[0] ?? '')?.[1];
      let status = 200;
      let body: string;
      try {
        const html = revision === undefined ? undefined : this.html(revision);
        if (html === undefined) status = 404;
        body = html ?? `No HTML of the API reference at ${url}`;
      } catch (error) {
        status = 500;
        body = error instanceof Error ? error.message : String(error);
        console.error(`[openapi] ${body}`);
      }
      response.statusCode = status;
      response.setHeader('content-type', status === 200 ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
      response.end(request.method === 'HEAD' ? undefined : body);
    };
  }
}
