/** github-slugger 1.5 (the slugger Docusaurus gives headings their ids with) ships no types. */
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
