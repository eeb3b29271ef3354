// Locals that stay in memory get lifetime markers from where they are used,
// so the backend's stack colouring lets locals whose uses do not overlap
// share a slot, as clang's scope markers let nvcc's. Without them, a lambda's
// `char tmp[12]` inlined three times took three slots (realcode
// csv_fields_optional_span_tuple's render_lines: 112 bytes, nvcc's 80).
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// Three inlined copies of tmp share one 16-byte slot beside buf's 64 bytes.
// LLVM-LABEL: define {{.*}} @render(
// LLVM: call void @llvm.lifetime.start.p0(ptr
// LLVM: call void @llvm.lifetime.end.p0(ptr
// CHECK-LABEL: .entry render(
// CHECK: .local .align 16 .b8 __local_depot{{[0-9]+}}[80];
// CHECK: ret;
extern "C" __global__ void render(char *text, const int *vals, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  char buf[64];
  int k = 0;
  auto put_int = [&](long v) {
    if (v < 0) { buf[k++] = '-'; v = -v; }
    char tmp[12];
    int t = 0;
    do { tmp[t++] = char('0' + v % 10); v /= 10; } while (v);
    while (t) buf[k++] = tmp[--t];
  };
  put_int(vals[3 * i]);
  buf[k++] = ',';
  put_int(vals[3 * i + 1]);
  buf[k++] = ',';
  put_int(vals[3 * i + 2]);
  for (int c = 0; c < 64; ++c) text[64 * i + c] = c < k ? buf[c] : ' ';
}

// A local read in a loop and another after it: the first is needed until the
// loop exits, then the second may reuse its slot.
// CHECK-LABEL: .entry loop_then_after(
// CHECK: .local .align 16 .b8 __local_depot{{[0-9]+}}[64];
// CHECK: ret;
extern "C" __global__ void loop_then_after(const int *in, int *out, int n) {
  int a[16], b[16];
  for (int j = 0; j < 16; ++j) a[j] = in[j * n + threadIdx.x];
  int h = threadIdx.x;
  for (int t = 0; t < n; ++t) h = h * 31 + a[(h ^ t) & 15];
  for (int j = 0; j < 16; ++j) b[j] = in[j * n + h % 7];
  for (int t = 0; t < n; ++t) h = h * 17 + b[(h + t) & 15];
  out[threadIdx.x] = h;
}

// Addresses stored to memory escape: no markers, a slot each.
// LLVM-LABEL: define {{.*}} @escapes(
// LLVM-NOT: llvm.lifetime
// LLVM: ret void
// CHECK-LABEL: .entry escapes(
// CHECK: .local .align 16 .b8 __local_depot{{[0-9]+}}[64];
extern "C" __global__ void escapes(int **sink, const int *in, int n) {
  int a[8], b[8];
  for (int j = 0; j < 8; ++j) a[j] = in[j];
  sink[threadIdx.x] = a;
  int h = sink[n][threadIdx.x & 7];
  for (int j = 0; j < 8; ++j) b[j] = in[j + h];
  sink[threadIdx.x + 1] = b;
  sink[0][0] = sink[n][h & 7];
}
