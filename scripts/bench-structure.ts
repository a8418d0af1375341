import { readFileSync } from "node:fs";
import path from "node:path";
import { foundationBreaches } from "./support/layers";
import { deepImports, folderEdges, importCycles, importEdges, moduleFolders, ROOT, sourceFiles } from "./support/import-graph";

// Issue 32's figures for the code's shape: import cycles, deep imports into module folders, file sizes.
const files = sourceFiles();
const edges = importEdges(files);
const cycles = importCycles(edges);
const folderCycles = importCycles(folderEdges(edges));
const fakes = importCycles(importEdges(sourceFiles(["e2e/fakes"])));
const deep = deepImports(edges, moduleFolders(files));
const lines = files.map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), "utf8").split("\n").length })).sort((a, b) => a.lines - b.lines);
const median = lines[Math.floor(lines.length / 2)]!;
const largest = lines.at(-1)!;

console.log(`production files: ${files.length}, imports between them: ${edges.length}`);
console.log(`import cycles: ${cycles.length}`);
for (const cycle of cycles) console.log(`  ${cycle.join(" ↔ ")}`);
console.log(`folder cycles (folders importing each other, directly or around a loop): ${folderCycles.length}`);
for (const cycle of folderCycles) console.log(`  ${cycle.join(" ↔ ")}`);
const breaches = foundationBreaches(edges);
console.log(`foundation imports into features: ${breaches.length}`);
for (const { from, to } of breaches) console.log(`  ${from} -> ${to}`);
console.log(`import cycles in the fakes: ${fakes.length}`);
for (const cycle of fakes) console.log(`  ${cycle.join(" ↔ ")}`);
console.log(`deep imports into module folders: ${deep.length}`);
const byTarget = new Map<string, number>();
for (const { to } of deep) byTarget.set(path.posix.dirname(to), (byTarget.get(path.posix.dirname(to)) ?? 0) + 1);
for (const [folder, count] of [...byTarget].sort((a, b) => b[1] - a[1])) console.log(`  ${folder}: ${count}`);
console.log(`file lines: median ${median.lines} (${median.file}), largest ${largest.lines} (${largest.file})`);
