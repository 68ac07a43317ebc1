/** Where the Postman collection of the API is published, relative to the site's base URL (plugins/postman). */
export const POSTMAN_COLLECTION_PATH = 'api/postman-collection.json';
