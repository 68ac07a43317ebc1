/**
 * True inside `docusaurus start` (`npm start`), where plugins may skip work whose only use is build
 * output. Docusaurus sets NODE_ENV to development for every command but `build` (which also has it
 * with --dev), so the command is read from the arguments as well.
 */
export function isDevServer(): boolean {
  return process.env.NODE_ENV === 'development' && process.argv.includes('start');
}
