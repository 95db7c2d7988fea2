#!/usr/bin/env node
// `pnpm mutation [scope…] [-- stryker options]`: StrykerJS on each scope of
// tools/mutation/scopes.mjs (all of them by default), one after the other,
// then the score of every file. Reports: reports/mutation/<scope>.html, and
// <scope>.md with the scores and every mutant that survived.
// Figures only: nothing here fails on a low score, and `npm test` does not run it.
//
//   pnpm mutation domain -- --mutate packages/domain/src/schemas/money.ts
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scopes } from './scopes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const names = (dash === -1 ? argv : argv.slice(0, dash)).filter((a) => a !== '--');
const extra = dash === -1 ? [] : argv.slice(dash + 1);
const chosen = names.length ? names : Object.keys(scopes);
for (const name of chosen) if (!scopes[name]) throw new Error(`no mutation scope "${name}" (${Object.keys(scopes).join(', ')})`);

const stryker = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);

/** Score per file from a mutation-testing-report-schema JSON report. */
function scoresOf(report) {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (statuses) => mutants.filter((m) => statuses.has(m.status)).length;
      const killed = count(detected);
      const missed = count(undetected);
      return {
        file: relative(root, join(root, file)),
        killed,
        survived: mutants.filter((m) => m.status === 'Survived').length,
        noCoverage: mutants.filter((m) => m.status === 'NoCoverage').length,
        score: killed + missed ? (100 * killed) / (killed + missed) : 100,
        missed: mutants.filter((m) => undetected.has(m.status)),
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

const pct = (n) => `${n.toFixed(1)}%`;
let lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};
let failed = false;
mkdirSync(join(root, 'reports/mutation'), { recursive: true });

for (const name of chosen) {
  lines = [];
  console.log(`\n▶ mutation: ${name} (${scopes[name].title})`);
  const run = spawnSync(process.execPath, [stryker, 'run', `tools/mutation/stryker.${name}.config.mjs`, ...extra], { cwd: root, stdio: 'inherit' });
  const reportFile = join(root, 'reports/mutation', `${name}.json`);
  if (run.status !== 0 || !existsSync(reportFile)) {
    console.error(`✖ StrykerJS failed on ${name} (exit ${run.status}).`);
    failed = true;
    continue;
  }
  const files = scoresOf(JSON.parse(readFileSync(reportFile, 'utf8')));
  const killed = files.reduce((n, f) => n + f.killed, 0);
  const missed = files.reduce((n, f) => n + f.survived + f.noCoverage, 0);
  say(`\n## ${name}: ${pct(killed + missed ? (100 * killed) / (killed + missed) : 100)} (${killed} of ${killed + missed} mutants detected)`);
  say('');
  say('| file | score | killed | survived | no coverage |');
  say('|---|---:|---:|---:|---:|');
  for (const f of files) say(`| ${f.file} | ${pct(f.score)} | ${f.killed} | ${f.survived} | ${f.noCoverage} |`);
  const missedMutants = files.flatMap((f) => f.missed.map((m) => `${f.file}:${m.location.start.line} ${m.mutatorName} ${m.status}: ${JSON.stringify(m.replacement ?? '').slice(0, 80)}`));
  if (missedMutants.length) {
    say('');
    say(`Undetected (${missedMutants.length}):`);
    for (const m of missedMutants) say(`- ${m}`);
  }
  say(`\nHTML report: reports/mutation/${name}.html`);
  writeFileSync(join(root, 'reports/mutation', `${name}.md`), `${lines.join('\n')}\n`);
}

process.exit(failed ? 1 : 0);
