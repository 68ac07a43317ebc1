/**
 * How src/components/DeferredHydration hydrates, compiled into both bundles by plugins/small-runtime
 * (a DefinePlugin constant from src/site/runtime.mjs): 'deferred' gates (the custom runtime),
 * 'suspense' React Suspense boundaries, 'none' pass-through (Docusaurus's own runtime).
 */
declare const __DOCS_HYDRATION_GATES__: 'deferred' | 'suspense' | 'none';
