/**
 * The webpack (Rspack) loader of ./routeData.mjs, for the browser build only (./index.ts): rewrites
 * `.docusaurus/routes.js` (the lazy route tree, or with `?route-data-bucket=<n>` one bucket),
 * `registry.js` and `routesChunkNames.json` (the entries that stay in main.js). CommonJS because
 * loaders are required by the bundler; the work is in the ES module, which reads the three files once
 * for all the modules of a compile (routeDataOf).
 */
const path = require('node:path');

/**
 * Options: `weakModuleIds` (default true), false under `npm start` (see bucketSource).
 * @this {{ resourcePath: string; resourceQuery: string; getOptions(): { weakModuleIds?: boolean }; async(): (error: unknown, result?: string) => void; addDependency(file: string): void }}
 */
module.exports = function routeDataLoader() {
  const callback = this.async();
  const { weakModuleIds = true } = this.getOptions();
  const file = path.basename(this.resourcePath);
  const bucket = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('route-data-bucket');
  import('./routeData.mjs')
    .then((routeData) => {
      const data = routeData.routeDataOf(path.dirname(this.resourcePath));
      for (const dependency of Object.values(data.files)) this.addDependency(dependency);
      if (file === 'routes.js') {
        return bucket === null
          ? routeData.mainRoutesSource(data, path.join(__dirname, 'lazyRoute.ts'))
          : routeData.bucketSource(data, Number(bucket), { weakModuleIds });
      }
      if (file === 'registry.js') return routeData.eagerRegistrySource(data);
      if (file === 'routesChunkNames.json') return routeData.eagerChunkNamesSource(data);
      throw new Error(`route data loader: unexpected file ${this.resourcePath}`);
    })
    .then((source) => callback(null, source), callback);
};
