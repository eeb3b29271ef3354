// docs/architecture.md's pipeline diagram names the passes of the registered
// pipelines in the order they run: each pass `--dump-pass-pipeline` prints
// (tile kernels at sm_90a, and the lowering) must appear in the diagram after
// the one before it. A pass added to a pipeline without the diagram, or moved
// in one of them, fails here.
// RUN: awk '/^## Pipeline/ {p = 1} p && /^```/ {n++; if (n == 2) exit; next} p && n == 1' %kiln_src/docs/architecture.md > %t.diagram
// RUN: kiln-opt %s --kiln-simt-pipeline='arch=sm_90a tile-kernels=true' --dump-pass-pipeline -o /dev/null > %t.dump 2>&1
// RUN: kiln-opt %s --kiln-simt-to-llvm-pipeline=arch=sm_90a --dump-pass-pipeline -o /dev/null >> %t.dump 2>&1
// RUN: grep -oE '^ +[a-z][a-z0-9-]*' %t.dump | sed -e 's/^ *//' | grep -vx -e builtin -e func > %t.passes
// RUN: FileCheck %s --check-prefix=PASSES --input-file=%t.passes
// RUN: sed -e 's/.*/CHECK: {{(^|[^a-z0-9-])}}&{{([^a-z0-9-]|$)}}/' %t.passes > %t.checks
// RUN: FileCheck %t.checks --input-file=%t.diagram

// The dump is what the diagram is checked against: both pipelines, whole.
// PASSES: tile-specialize-contiguous
// PASSES: convert-tile-to-simt
// PASSES: simt-split-large-switches
// PASSES: simt-read-cse
// PASSES: simt-verify-sync
// PASSES: kiln-select-target
// PASSES-NEXT: convert-scf-to-cf
// PASSES: simt-distinct-successors
module {}
