/** Where the Bruno collection of the API is published, relative to the site's base URL (plugins/bruno). */
export const BRUNO_COLLECTION_PATH = 'api/bruno-collection.json';
