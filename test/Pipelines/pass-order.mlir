// The registered pipelines in the order kilnc runs them (docs/architecture.md,
// "Pipeline"): the tile passes only for tile kernels, the barrier insertion
// before the verifier (only under auto-sync or for tile kernels, removing
// redundant barriers above -O0), simt-pack-programs (tile kernels) and
// simt-dynamic-shared after the sync passes,
// the target check last; wgmma only on sm_90a, where TMA-ring GEMMs are persistent and
// warp-specialised by default (tile-persistent=false as kilnc -fno-tile-persistent).
// RUN: kiln-opt %s --kiln-simt-pipeline='arch=sm_90a tile-kernels=true' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TILE
// RUN: kiln-opt %s --kiln-simt-pipeline=arch=sm_80 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMT
// RUN: kiln-opt %s --kiln-simt-pipeline='arch=sm_80 auto-sync=true opt-level=0' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: kiln-opt %s --kiln-simt-pipeline='arch=sm_80 sync-check=strict no-sync-warnings=true' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: kiln-opt %s --kiln-tile-to-simt-pipeline=arch=sm_80 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TILEONLY
// RUN: kiln-opt %s --kiln-tile-to-simt-pipeline='arch=sm_80 tile-specialize=false' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONCE
// RUN: kiln-opt %s --kiln-tile-to-simt-pipeline='arch=sm_80 tile-split-loops=false' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOSPLIT
// RUN: kiln-opt %s --kiln-simt-to-llvm-pipeline=arch=sm_90 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: not kiln-opt %s --kiln-simt-pipeline=arch=sm_91 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADARCH

// TILE: tile-specialize-contiguous
// TILE: tile-split-reduction-loop
// TILE: tile-choose-num-warps
// TILE: tile-prefetch-loads{bytes-in-flight=65536 depth=1 register-budget=96}
// TILE: tile-hoist-loads
// TILE: tile-assign-layouts{warpgroup-mma=true}
// TILE: tile-convert-layouts
// TILE: convert-tile-to-simt{branch-free-loads=auto persistent=true stream-k=false tma-loads=true vector-atomics=true warp-specialize=true warpgroup-mma=true}
// TILE-NEXT: simt-split-large-switches{max-cases=64}
// TILE-NEXT: mem2reg
// TILE: simt-return-in-place
// TILE: inline{default-pipeline=canonicalize
// TILE-NEXT: func.func(
// TILE-NEXT: simt-params-in-place
// TILE-NEXT: ),
// TILE-NEXT: func.func(
// TILE-NEXT: simt-hoist-allocas
// TILE-NEXT: ),
// TILE-NEXT: func.func(
// TILE-NEXT: simt-split-struct-copies
// TILE-NEXT: ),
// TILE-NEXT: sroa
// TILE-NEXT: mem2reg
// TILE-NEXT: simt-sccp
// TILE-NEXT: canonicalize
// TILE-NEXT: mem2reg
// TILE-NEXT: simt-read-cse
// TILE-NEXT: cse
// TILE-NEXT: func.func(
// TILE-NEXT: simt-merge-returns
// TILE-NEXT: ),
// TILE-NEXT: func.func(
// TILE-NEXT: simt-edge-conditions
// TILE-NEXT: ),
// TILE-NEXT: simt-insert-barriers{remove-redundant=true report-search-work=false require-mem2reg=false}
// TILE-NEXT: simt-verify-sync{
// TILE-NEXT: simt-pack-programs{programs=-1}
// TILE-NEXT: simt-dynamic-shared
// TILE-NEXT: kiln-select-target{arch=sm_90a
// TILE-NEXT: {{^}})

// SIMT-NOT: tile-
// SIMT-NOT: convert-tile-to-simt
// SIMT: mem2reg
// SIMT-NOT: simt-insert-barriers
// SIMT: simt-verify-sync{
// SIMT-NEXT: simt-dynamic-shared
// SIMT-NEXT: kiln-select-target{arch=sm_80

// AUTO: simt-insert-barriers{remove-redundant=false report-search-work=false require-mem2reg=false}
// AUTO-NEXT: simt-verify-sync{

// kilnc --sync-check=strict -Wno-kiln-sync reach the verifier as its options.
// STRICT: simt-verify-sync{mode=strict no-warnings=true races=true report-search-work=false require-mem2reg=false}

// TILEONLY: Pass Manager with 8 passes:
// TILEONLY: tile-specialize-contiguous
// TILEONLY: tile-split-reduction-loop
// TILEONLY: tile-choose-num-warps
// TILEONLY: tile-prefetch-loads{bytes-in-flight=32768 depth=1 register-budget=96}
// TILEONLY: tile-assign-layouts{warpgroup-mma=false}
// TILEONLY: convert-tile-to-simt{branch-free-loads=auto persistent=false stream-k=false tma-loads=false vector-atomics=false warp-specialize=false warpgroup-mma=false}
// TILEONLY-NEXT: {{^}})

// kilnc -fno-tile-specialize.
// ONCE: Pass Manager with 7 passes:
// ONCE-NOT: tile-specialize-contiguous
// ONCE: tile-choose-num-warps

// kilnc -fno-tile-split-loops.
// NOSPLIT-NOT: tile-split-reduction-loop
// NOSPLIT: tile-choose-num-warps
// NOSPLIT-NOT: tile-split-reduction-loop

// LLVM: Pass Manager with 7 passes:
// LLVM-NEXT: builtin.module(
// LLVM-NEXT: convert-scf-to-cf
// LLVM-NEXT: convert-simt-to-nvvm
// LLVM-NEXT: convert-nvvm-to-llvm
// LLVM-NEXT: reconcile-unrealized-casts
// LLVM-NEXT: canonicalize
// LLVM-NEXT: simt-merge-switch-chains{max-cases=1024}
// LLVM-NEXT: simt-distinct-successors

// BADARCH: unknown target 'sm_91'; known targets: sm_80,
module {}
