#!/usr/bin/env node
// `npm run check`: the decision records stay findable. Fails when
// - a `docs/decisions/<name>` pointer in code, tests, scripts or docs names no file,
// - a decision file mentions a sibling (`other-decision.md`) that does not exist,
// - a file of docs/decisions/ has no line in its index (README.md), the index names a missing
//   file, or its lines are not alphabetical by file name,
// - a decision file lacks one of its Context, Decision and Consequence sections,
// - anything still points at the retired single file docs/decisions.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const decisionsDir = path.join(root, 'docs/decisions');
const indexName = 'README.md';
const textFile = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|css|html|sh)$|(?:^|\/)(?:run|Dockerfile)$/;
const pointer = /docs\/decisions(\.md|\/[A-Za-z0-9_-]+(?:\.md)?)/g;
const sections = ['## Context', '## Decision', '## Consequence'];

const problems = [];

/** Tracked and new (not ignored) files: what a commit would hold. */
function projectFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter((file) => file && textFile.test(file) && existsSync(path.join(root, file)));
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

for (const file of projectFiles()) {
  if (file === 'scripts/check-decisions.mjs') continue;
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const match of text.matchAll(pointer)) {
    const where = `${file}:${lineOf(text, match.index)}`;
    if (match[1] === '.md') {
      problems.push(`${where}: points at docs/decisions.md, which became docs/decisions/ (one file per decision)`);
      continue;
    }
    const name = match[1].endsWith('.md') ? match[1].slice(1) : `${match[1].slice(1)}.md`;
    if (!existsSync(path.join(decisionsDir, name))) problems.push(`${where}: docs/decisions/${name} does not exist`);
  }
}

const decisionFiles = readdirSync(decisionsDir)
  .filter((name) => name.endsWith('.md') && name !== indexName)
  .sort();
const index = readFileSync(path.join(decisionsDir, indexName), 'utf8');
const indexed = [...index.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((match) => ({
  label: match[1],
  target: match[2],
  line: lineOf(index, match.index),
}));

for (const entry of indexed) {
  if (entry.label !== entry.target) {
    problems.push(`docs/decisions/${indexName}:${entry.line}: link text ${entry.label} differs from its target`);
  }
  if (!decisionFiles.includes(entry.target)) {
    problems.push(`docs/decisions/${indexName}:${entry.line}: ${entry.target} does not exist`);
  }
}
const indexedNames = indexed.map((entry) => entry.target);
for (const name of decisionFiles) {
  if (!indexedNames.includes(name)) problems.push(`docs/decisions/${name}: missing from docs/decisions/${indexName}`);
}
const sortedNames = [...indexedNames].sort();
const firstOutOfOrder = indexedNames.findIndex((name, position) => name !== sortedNames[position]);
if (firstOutOfOrder !== -1) {
  problems.push(
    `docs/decisions/${indexName}:${indexed[firstOutOfOrder].line}: lines are not alphabetical ` +
      `(${indexedNames[firstOutOfOrder]} where ${sortedNames[firstOutOfOrder]} belongs)`,
  );
}

for (const name of decisionFiles) {
  const text = readFileSync(path.join(decisionsDir, name), 'utf8');
  if (!/^# \S/.test(text)) problems.push(`docs/decisions/${name}: starts without a "# Title" line`);
  for (const heading of sections) {
    if (!text.split('\n').includes(heading)) problems.push(`docs/decisions/${name}: no "${heading}" section`);
  }
  for (const match of text.matchAll(/`([a-z0-9]+(?:-[a-z0-9]+)*\.md)`/g)) {
    if (match[1] !== indexName && !existsSync(path.join(decisionsDir, match[1]))) {
      problems.push(`docs/decisions/${name}:${lineOf(text, match.index)}: ${match[1]} does not exist`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Decision records (docs/decisions/):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`docs/decisions: ${decisionFiles.length} files, all indexed; every pointer resolves.`);
