/**
 * `npm run mcp`: the MCP server over stdio, reading the built site in build/ (or the folder named by
 * UNIT_DOCS_BUILD_DIR). Without a build it says which command makes one and exits. stdout carries
 * the protocol only; messages for people go to stderr.
 */
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

import { DocsTools, missingBuildFiles } from './docsTools';
import { createDocsServer } from './server';

async function main(): Promise<void> {
  const buildDir = path.resolve(process.env.UNIT_DOCS_BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'));
  const missing = missingBuildFiles(buildDir);
  if (missing.length > 0) {
    process.stderr.write(
      `unit-docs MCP server: no usable build in ${buildDir} (missing ${missing.join(', ')}).\n` +
        'Run `npm run build` first, then `npm run mcp`.\n',
    );
    process.exit(1);
  }
  const server = createDocsServer(new DocsTools(buildDir));
  await server.connect(new StdioServerTransport());
  process.stderr.write(`unit-docs MCP server: serving ${buildDir} over stdio\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`unit-docs MCP server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
