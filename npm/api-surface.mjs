// The API surface of the package (functions, classes, their methods), read from the assembled
// typings, as it stands in docs/api-contract.md between the api-surface markers.
//
//   node npm/api-surface.mjs [--write | --check] [path/to/index.d.ts]
//
// Without a flag it prints the surface; --write puts it into docs/api-contract.md; --check exits
// 1 if the document differs (tests/js runs the same check).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const CONTRACT = path.join(ROOT, 'docs/api-contract.md');
const BEGIN = '<!-- api-surface:begin (generated from index.d.ts: node npm/api-surface.mjs --write) -->';
const END = '<!-- api-surface:end -->';

/** The exported functions and classes (with their members) of a .d.ts, comments removed. */
export function surface(dts) {
  const code = dts.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = [];
  let inClass = false;
  for (const raw of code.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (inClass) {
      out.push(line === '}' ? '}' : `  ${line}`);
      if (line === '}') inClass = false;
    } else if (/^export (default )?function /.test(line)) {
      out.push(line);
    } else if (/^export class /.test(line)) {
      out.push(line);
      inClass = !line.endsWith('}');
    }
  }
  return out.join('\n');
}

export function section(dts) {
  return `${BEGIN}\n\`\`\`ts\n${surface(dts)}\n\`\`\`\n${END}`;
}

/** The document with its api-surface section replaced. */
export function withSection(doc, dts) {
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${CONTRACT} has no api-surface markers`);
  return doc.slice(0, a) + section(dts) + doc.slice(b + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dtsPath = args.find((a) => !a.startsWith('--')) ?? path.join(ROOT, 'target/npm-package/index.d.ts');
  const dts = fs.readFileSync(dtsPath, 'utf8');
  const doc = fs.readFileSync(CONTRACT, 'utf8');
  if (args.includes('--write')) {
    fs.writeFileSync(CONTRACT, withSection(doc, dts));
  } else if (args.includes('--check')) {
    if (withSection(doc, dts) !== doc) {
      console.error(`${CONTRACT} differs from ${dtsPath}: run node npm/api-surface.mjs --write`);
      process.exit(1);
    }
  } else {
    console.log(surface(dts));
  }
}
