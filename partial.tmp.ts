import fs from 'node:fs';
import yaml from 'yaml';
import { loadCheckedApiDescription } from './plugins/openapi/check';
import { buildApiModel } from './plugins/openapi/viewModel';
const root = yaml.parse(fs.readFileSync('openapi/openapi.yaml', 'utf8'));
const only = process.argv[2]?.split(',');
for (const [p, item] of Object.entries<any>(root.paths)) {
  const file = item.$ref.split('#')[0];
  if (!fs.existsSync('openapi/' + file) || (only && !only.some((o) => file.includes(o)))) delete root.paths[p];
}
fs.writeFileSync('openapi/.partial.yaml', yaml.stringify(root));
loadCheckedApiDescription('/work/main/openapi/.partial.yaml').then((r) => {
  const m = buildApiModel(r.document);
  console.log('ops', m.operations.size, 'examples', r.examplesValidated, 'schemas', m.schemas.size);
  for (const op of m.operations.values()) console.log(op.id, op.requestVariants.map((v) => `${v.shape.title}:${v.examples.length}`).join(' '), op.responses.map((x) => x.status + ':' + x.examples.length).join(' '));
}).catch((e) => console.error(e.message)).finally(() => fs.unlinkSync('openapi/.partial.yaml'));
