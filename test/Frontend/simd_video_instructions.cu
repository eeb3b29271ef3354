// __vabsdiffu4, __vsadu4 and __vsadu2 are PTX's video instructions, as nvcc
// emits them (vabsdiff4 / vabsdiff4.add / vabsdiff2.add), not per-lane C++:
// a block-matching SAD kernel ran at 0.64x nvcc with 4 bfe + 4 sub + 4 abs +
// 3 add per word. __sad/__usad are sad.s32/sad.u32.
// RUN: kilnc %s --emit=mlir | FileCheck %s
// RUN: kilnc %s --arch=sm_90 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: kilnc %s --arch=sm_80 -o %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}

// CHECK-LABEL: func.func @sad_words(
// CHECK-DAG: simt.intrinsic "ptx.vabsdiff4.u32.u32.u32"
// CHECK-DAG: simt.intrinsic "ptx.vabsdiff4.u32.u32.u32.add"
// CHECK-DAG: simt.intrinsic "ptx.vabsdiff2.u32.u32.u32.add"
// PTX-LABEL: .entry sad_words(
// PTX-NOT: bfe
// PTX-DAG: vabsdiff4.u32.u32.u32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}};
// PTX-DAG: vabsdiff4.u32.u32.u32.add
// PTX-DAG: vabsdiff2.u32.u32.u32.add
// PTX-DAG: sad.s32
// PTX-DAG: sad.u32
// PTX: ret;
extern "C" __global__ void sad_words(const unsigned *a, const unsigned *b, unsigned *out) {
  int i = threadIdx.x;
  unsigned x = a[i], y = b[i];
  out[5 * i] = __vabsdiffu4(x, y);
  out[5 * i + 1] = __vsadu4(x, y);
  out[5 * i + 2] = __vsadu2(x, y);
  out[5 * i + 3] = __sad((int)x, (int)y, 7u);
  out[5 * i + 4] = __usad(x, y, 9u);
}
