/**
 * Node's own `require`, through which the plugins load the ES-module packages they use (unified and
 * remark, hast utilities, refractor, Redocly).
 *
 * Docusaurus loads docusaurus.config.ts and every module it imports with jiti 1, which runs each ES
 * module it is asked for through Babel before running it, and caches the result by the file's path
 * (so a fresh clone starts cold): some 900 files of these packages, which made the config's load
 * 21–44 s of `npm start`'s first page (6–10 s without them, same runs). Node 20.19 and later load
 * an ES module through `require` themselves, as it is, and keep one instance of it, the one
 * Docusaurus's MDX loader also imports. Hand-written because jiti offers a site no option for it: its list of modules to
 * leave to Node comes from an environment variable read before the config is loaded.
 *
 * Use it for packages only (a relative path would skip jiti's TypeScript support), with the
 * package's types: `nodeRequire('unified') as typeof Unified` after `import type * as Unified`.
 */
import { createRequire } from 'node:module';

export const nodeRequire: NodeJS.Require = createRequire(__filename);
