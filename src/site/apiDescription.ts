/** Where the bundled API description is published, relative to the site's base URL. */
export const API_DESCRIPTION_PATH = 'api/openapi.json';

/** The pages that offer it for download: the API overview and every API page. */
export function offersApiDescription(pathname: string, baseUrl: string): boolean {
  return pathname.startsWith(`${baseUrl}api/`);
}
