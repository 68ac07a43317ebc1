/** Stands in for the classic theme's Prism client module (see ./index.ts): code is highlighted at build time. */
export default {};
