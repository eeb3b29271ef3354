// MLIR 22's parser, given a block label defined twice in one region after an earlier use of one
// of the first block's arguments (a forward reference), frees those arguments while the use still
// points at them: a use after free that aborted kilnc ("unaligned tcache chunk", found by
// fuzz/mutate.py; mlir-opt 22 does the same under valgrind). Both tools report the redefinition
// before parsing, at the second label.
// RUN: not kiln-opt %s 2>&1 | FileCheck %s
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s
// RUN: kiln-opt %S/Inputs/block-labels-valid.mlir | FileCheck %s --check-prefix=VALID

func.func @k(%a: tensor<128xf32>) {
  %early = arith.addf %x, %y : f32
  %r = tile.reduce %a, 0 : tensor<128xf32> -> tensor<f32> {
  ^bb0(%x: f32, %y: f32):
// CHECK: parser-guard-block-redefinition.mlir:[[@LINE+1]]:3: error: redefinition of block '^bb0'
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tile.yield %s : f32
  }
  return
}

// VALID-LABEL: func.func @f
// VALID: cf.cond_br %{{.*}}, ^bb1(%{{.*}} : i32), ^bb2
// VALID: scf.execute_region
// VALID: cf.br ^bb1(%{{.*}} : i32)
