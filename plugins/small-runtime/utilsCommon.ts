/**
 * `@docusaurus/utils-common` for the browser bundle (aliased by ./index.ts): the same exports, taken
 * from the package's own files. Its index is CommonJS that requires all of tslib (4 kB gzip on every
 * page) for one `__importDefault`; these files need nothing. The names are those of the 3.10 index
 * (tests/unit/upstreamDrift.test.ts notices when it changes).
 */
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

/** The id of a blog post's container (the index's own constant; this site has no blog). */
export const blogPostContainerID = '__blog-post-container';
