import fs from 'node:fs';
import yaml from 'yaml';
import { loadApiDescription } from './plugins/openapi/description';
const root = yaml.parse(fs.readFileSync('openapi/openapi.yaml', 'utf8'));
const only = process.argv[2]!.split(',');
for (const [p, item] of Object.entries<any>(root.paths)) {
  const file = item.$ref.split('#')[0];
  if (!only.some((o) => file.includes(o))) delete root.paths[p];
}
fs.writeFileSync('openapi/.partial.yaml', yaml.stringify(root));
loadApiDescription('/work/main/openapi/.partial.yaml').then((r) => fs.writeFileSync('/tmp/partial.json', JSON.stringify(r.document))).catch((e) => console.error(e.message)).finally(() => fs.unlinkSync('openapi/.partial.yaml'));
