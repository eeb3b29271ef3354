// The PTX ISA version is the lowest the target (and the features used)
// needs; --ptx-version, --max-ptx and --cuda-driver override or cap it, and
// an impossible request is an error (exit code 1).
//
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_86 | FileCheck %s --check-prefix=SM86
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_87 | FileCheck %s --check-prefix=SM87
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_89 | FileCheck %s --check-prefix=SM89
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_90 | FileCheck %s --check-prefix=SM90
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_90a | FileCheck %s --check-prefix=SM90A
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_100 | FileCheck %s --check-prefix=SM100
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_100a | FileCheck %s --check-prefix=SM100A
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_120 | FileCheck %s --check-prefix=SM120
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_120a | FileCheck %s --check-prefix=SM120A
// SM80: {{^}}.version 7.0{{$}}
// SM80-NEXT: {{^}}.target sm_80{{$}}
// SM86: {{^}}.version 7.1{{$}}
// SM86-NEXT: {{^}}.target sm_86{{$}}
// SM87: {{^}}.version 7.4{{$}}
// SM87-NEXT: {{^}}.target sm_87{{$}}
// SM89: {{^}}.version 7.8{{$}}
// SM89-NEXT: {{^}}.target sm_89{{$}}
// SM90: {{^}}.version 7.8{{$}}
// SM90-NEXT: {{^}}.target sm_90{{$}}
// SM90A: {{^}}.version 8.0{{$}}
// SM90A-NEXT: {{^}}.target sm_90a{{$}}
// SM100: {{^}}.version 8.6{{$}}
// SM100-NEXT: {{^}}.target sm_100{{$}}
// SM100A: {{^}}.version 8.6{{$}}
// SM100A-NEXT: {{^}}.target sm_100a{{$}}
// SM120: {{^}}.version 8.7{{$}}
// SM120-NEXT: {{^}}.target sm_120{{$}}
// SM120A: {{^}}.version 8.7{{$}}
// SM120A-NEXT: {{^}}.target sm_120a{{$}}

// Cluster features need PTX 7.8, which sm_90 has anyway.
// RUN: kilnc %S/Inputs/cluster.mlir --arch=sm_90 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER: {{^}}.version 7.8{{$}}
// CLUSTER-NEXT: {{^}}.target sm_90{{$}}

// --ptx-version asks for a newer ISA.
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_80 --ptx-version=8.5 | FileCheck %s --check-prefix=REQ
// REQ: {{^}}.version 8.5{{$}}
// REQ-NEXT: {{^}}.target sm_80{{$}}

// --max-ptx and --cuda-driver cap it; a target that fits under the cap is
// fine.
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_90 --max-ptx=7.8 | FileCheck %s --check-prefix=SM90
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_90a --cuda-driver=12.4 | FileCheck %s --check-prefix=SM90A
// RUN: kilnc %S/Inputs/vadd.mlir --arch=sm_80 --ptx-version=8.4 --cuda-driver=12.4 | FileCheck %s --check-prefix=CAPPED
// CAPPED: {{^}}.version 8.4{{$}}

// Impossible requests are errors with exit code 1, not PTX a driver refuses.
// RUN: not kilnc %S/Inputs/vadd.mlir --arch=sm_120 --cuda-driver=12.4 2>&1 | FileCheck %s --check-prefix=DRIVER
// DRIVER: error: PTX ISA 8.7 (needed for sm_120) exceeds the cap of 8.4
// RUN: not kilnc %S/Inputs/vadd.mlir --arch=sm_90 --ptx-version=7.0 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: error: --ptx-version=7.0 is too old: sm_90 needs PTX ISA 7.8 or newer
// RUN: not kilnc %S/Inputs/vadd.mlir --arch=sm_90 --max-ptx=7.7 2>&1 | FileCheck %s --check-prefix=MAX
// MAX: error: PTX ISA 7.8 (needed for sm_90) exceeds the cap of 7.7
// RUN: not kilnc %S/Inputs/vadd.mlir --arch=sm_90 --ptx-version=9.1 2>&1 | FileCheck %s --check-prefix=NEW
// NEW: error: PTX ISA 9.1 is newer than this compiler emits (9.0)
// RUN: not kilnc %S/Inputs/vadd.mlir --arch=sm_90 --ptx-version=8.9 2>&1 | FileCheck %s --check-prefix=GAP
// GAP: error: LLVM's NVPTX backend cannot emit PTX ISA 8.9 for sm_90
// RUN: sh -c 'kilnc %S/Inputs/vadd.mlir --arch=sm_120 --cuda-driver=12.4 -o /dev/null 2>/dev/null; test $? -eq 1'

// A feature the target lacks is an error at the op, naming the feature and
// the targets that have it.
// RUN: not kilnc %S/Inputs/cluster.mlir --arch=sm_80 2>&1 | FileCheck %s --check-prefix=FEATURE80
// FEATURE80: error: this needs thread-block clusters, which sm_80 does not have; targets that have it: sm_90, sm_90a, sm_100, sm_100a, sm_120, sm_120a
// RUN: not kilnc %S/Inputs/cluster.mlir --arch=sm_89 2>&1 | FileCheck %s --check-prefix=FEATURE89
// FEATURE89: cluster.mlir:5:10: error: this needs thread-block clusters, which sm_89 does not have; targets that have it: sm_90, sm_90a, sm_100, sm_100a, sm_120, sm_120a
// FEATURE89: cluster.mlir:16:8: error: this needs bf16 atomic add, which sm_89 does not have; targets that have it: sm_90, sm_90a, sm_100, sm_100a, sm_120, sm_120a

// wgmma is sm_90a only (PTX 8.0 there); on sm_90 it is an error at the
// first warpgroup op.
// RUN: kilnc %S/Inputs/wgmma.mlir --arch=sm_90a -o %t.wgmma.ptx
// RUN: FileCheck %s --check-prefix=WGMMA < %t.wgmma.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.wgmma.ptx -o %t.wgmma.cubin %}
// WGMMA: {{^}}.version 8.0{{$}}
// WGMMA-NEXT: {{^}}.target sm_90a{{$}}
// WGMMA: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16
// RUN: not kilnc %S/Inputs/wgmma.mlir --arch=sm_90 2>&1 | FileCheck %s --check-prefix=WGMMA90
// WGMMA90: wgmma.mlir:6:3: error: this needs wgmma (warpgroup MMA), which sm_90 does not have; targets that have it: sm_90a
