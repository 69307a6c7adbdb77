#!/usr/bin/env node
// The whole suite (`npm test`): lint, type checks, unit and web tests, the API tests on both
// databases, the build and the end-to-end suite. Run one after another they left a core idle
// for minutes (lint and tsc use one each) and waited on the slowest file of each vitest run, so
// steps start as soon as what they need has finished (docs/decisions.md, "Issue 34: CI time"):
//
//   lint ─────────────┐
//   typecheck ─ build ┴─ unit ─ api ─ e2e
//
// The test suites stay one after another: run beside each other on a 2-core machine (e2e beside
// the unit and API tests) they timed out each other's tests.
//
// Each line a step prints is shown as it comes, prefixed with the step's name; a failed step's
// whole output is printed again at the end, and the steps that need it are skipped while the
// others still run. `TEST_STEPS=lint,unit` runs only those (their prerequisites are assumed).
import { spawn } from 'node:child_process';

/** Each step: its npm script, and the steps that must have passed before it starts. */
const STEPS = [
  { name: 'lint', script: 'lint', needs: [] },
  // tsc -b writes the server's build (and its .tsbuildinfo), which the build then reuses.
  { name: 'typecheck', script: 'typecheck', needs: [] },
  { name: 'unit', script: 'test:unit', needs: ['lint', 'build'] },
  { name: 'build', script: 'build', needs: ['typecheck'] },
  { name: 'api', script: 'test:api', needs: ['unit'] },
  { name: 'e2e', script: 'test:e2e', needs: ['api'] },
];

const only = process.env.TEST_STEPS?.split(',').map((name) => name.trim());
const steps = only ? STEPS.filter((step) => only.includes(step.name)) : STEPS;
const unknown = only?.filter((name) => !STEPS.some((step) => step.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`test: unknown step ${unknown.join(', ')} (steps: ${STEPS.map((s) => s.name)})`);
  process.exit(2);
}

const width = Math.max(...steps.map((step) => step.name.length));
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** name -> { state: 'waiting' | 'running' | 'passed' | 'failed' | 'skipped', ms, lines } */
const status = new Map(steps.map((step) => [step.name, { state: 'waiting', lines: [] }]));

function run(step) {
  const entry = status.get(step.name);
  entry.state = 'running';
  const begin = Date.now();
  const prefix = `[${step.name.padEnd(width)}] `;
  console.log(`${prefix}start (${seconds(begin - started)} in)`);
  return new Promise((resolve) => {
    // Its own process group: an interrupted run stops the step's children too.
    const child = spawn('npm', ['run', '--silent', step.script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its output is a pipe, so the tools print no colours unless FORCE_COLOR says so.
      detached: true,
    });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        const lines = (rest + text).split('\n');
        rest = lines.pop();
        for (const line of lines) {
          entry.lines.push(line);
          console.log(prefix + line);
        }
      });
      stream.on('end', () => {
        if (rest) {
          entry.lines.push(rest);
          console.log(prefix + rest);
        }
      });
    }
    child.on('close', (code, signal) => {
      children.delete(child);
      entry.ms = Date.now() - begin;
      entry.state = code === 0 ? 'passed' : 'failed';
      const how = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      console.log(`${prefix}${how} in ${seconds(entry.ms)}`);
      resolve();
    });
  });
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

/** Starts every step whose prerequisites passed; skips those whose prerequisites failed. */
async function schedule() {
  const pending = [];
  const tick = () => {
    for (const step of steps) {
      const entry = status.get(step.name);
      if (entry.state !== 'waiting') continue;
      const needs = step.needs.filter((name) => status.has(name)).map((name) => status.get(name));
      if (needs.some((need) => need.state === 'failed' || need.state === 'skipped')) {
        entry.state = 'skipped';
        console.log(`[${step.name.padEnd(width)}] skipped: a step it needs failed`);
        continue;
      }
      if (needs.every((need) => need.state === 'passed')) pending.push(run(step).then(tick));
    }
  };
  tick();
  // Steps started by later ticks are pushed onto `pending` while these settle.
  for (let i = 0; i < pending.length; i += 1) await pending[i];
}

await schedule();

const failed = steps.filter((step) => status.get(step.name).state === 'failed');
for (const step of failed) {
  console.log(`\n===== ${step.name} (npm run ${step.script}) failed; its output again =====`);
  for (const line of status.get(step.name).lines) console.log(line);
}
console.log(`\ntest: ${seconds(Date.now() - started)} in all`);
for (const step of steps) {
  const { state, ms } = status.get(step.name);
  console.log(`  ${step.name.padEnd(width)}  ${state}${ms === undefined ? '' : ` ${seconds(ms)}`}`);
}
process.exit(failed.length > 0 || steps.some((s) => status.get(s.name).state !== 'passed') ? 1 : 0);
