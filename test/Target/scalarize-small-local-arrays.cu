// A local array of at most 8 scalars indexed at run time becomes one register
// (64 of 4 bytes when its few run-time accesses are outside loops)
// per element (a load selects, a store writes each element it may hit).
// ptxas does this itself only for 64-bit local addresses; Kiln's are 32-bit
// (nvptx-short-ptr, for shared memory), so `table[m]` and libdevice's sinf
// reduction table kept 16-32 byte local frames where nvcc's PTX has none.
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// LLVM-LABEL: define {{.*}} @constant_table(
// LLVM-NOT: alloca
// LLVM: select i1
// CHECK-LABEL: .entry constant_table(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void constant_table(const int *m, float *out) {
  const float table[3] = {0.8f, 0.95f, 0.1f};
  out[threadIdx.x] = table[m[threadIdx.x]];
}

// Stores at a run-time index, then reads at another.
// LLVM-LABEL: define {{.*}} @written_and_read(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry written_and_read(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void written_and_read(const int *m, const int *v, int *out) {
  int t = threadIdx.x;
  int bins[4] = {0, 0, 0, 0};
  bins[m[t] & 3] += v[t];
  bins[(m[t] >> 2) & 3] += 2 * v[t];
  out[t] = bins[v[t] & 3] * 10 + bins[0];
}

// An element read as the integer of its width (bit_cast of a float element):
// cuda_std_array_tuple_bitcast kept a 16-byte frame (0.71x nvcc).
// LLVM-LABEL: define {{.*}} @bits_of_element(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry bits_of_element(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void bits_of_element(const float *x, const int *m, unsigned *out) {
  int t = threadIdx.x;
  float v[4];
  for (int k = 0; k < 4; ++k) v[k] = x[4 * t + k];
  out[t] = __builtin_bit_cast(unsigned, v[m[t] & 3]);
}

// sinf's slow path (Payne-Hanek, a 7-word table) on large arguments.
// CHECK-LABEL: .entry large_sines(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void large_sines(const float *x, float *out) {
  out[threadIdx.x] = sinf(x[threadIdx.x] * 1e6f);
}

// Up to 64 4-byte elements when the run-time-indexed accesses are few and
// outside loops, as ptxas does with nvcc's 64-bit locals: ChaCha20's keystream
// word (realcode chacha20_keystream_xor kept a 64-byte frame; nvcc none).
// LLVM-LABEL: define {{.*}} @twelve_elements(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry twelve_elements(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void twelve_elements(const int *m, float *out) {
  float table[12];
  for (int i = 0; i < 12; ++i)
    table[i] = out[i];
  out[threadIdx.x] = table[m[threadIdx.x]];
}

// LLVM-LABEL: define {{.*}} @keystream_word(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry keystream_word(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void keystream_word(const unsigned *in, unsigned *out) {
  unsigned ks[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) ks[i] = in[i] * 0x9e3779b9u + threadIdx.x;
  out[threadIdx.x] = ks[(threadIdx.x % 64) / 4] ^ ks[(threadIdx.x + 3) % 16];
}

// Elements wrapped in one-member structs are their scalars: a histogram of
// `struct { int n; }` counters, and a copy through a user copy constructor
// (realcode lambda_array_captures_bindings_stencil's Quartiles of Accum kept a
// 16-byte frame; nvcc none).
struct Count { int n; };
// LLVM-LABEL: define {{.*}} @wrapped_elements(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry wrapped_elements(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void wrapped_elements(const float *x, int *out) {
  Count bins[4] = {};
  float v = x[threadIdx.x];
  bins[v < -0.5f ? 0 : v < 0.0f ? 1 : v < 0.5f ? 2 : 3].n++;
  for (int b = 0; b < 4; ++b) atomicAdd(&out[b], bins[b].n);
}

struct Counter {
  int n;
  __device__ Counter() : n(0) {}
  __device__ Counter(const Counter &o) : n(o.n + 1) {}
};
struct Bins { Counter bin[4]; };
// LLVM-LABEL: define {{.*}} @wrapped_copied(
// LLVM-NOT: alloca
// CHECK-LABEL: .entry wrapped_copied(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void wrapped_copied(const int *m, int *out) {
  Bins q;
  q.bin[m[threadIdx.x] & 3].n += 5;
  Bins s = q;
  out[threadIdx.x] = s.bin[0].n + s.bin[1].n * 2 + s.bin[2].n * 3 + s.bin[3].n * 4;
}

// Not elements of two members (a pair is not one scalar).
struct Pair { int a, b; };
// LLVM-LABEL: define {{.*}} @two_member_elements(
// LLVM: alloca [4 x %struct.Pair]
extern "C" __global__ void two_member_elements(const int *m, int *out) {
  Pair p[4];
  for (int k = 0; k < 4; ++k) p[k] = {m[k], m[k + 4]};
  int j = m[threadIdx.x] & 3;
  out[threadIdx.x] = p[j].a + p[(j + 1) & 3].b;
}

// Not a wide array read at a run-time index in a loop, read at more than 4
// run-time indices, choosing among more than 128 elements in all, or of
// 8-byte elements.
// LLVM-LABEL: define {{.*}} @wide_in_loop(
// LLVM: alloca [16 x i32]
// CHECK-LABEL: .entry wide_in_loop(
// CHECK: __local_depot
extern "C" __global__ void wide_in_loop(const unsigned *in, unsigned *out, int n) {
  unsigned a[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) a[i] = in[i * 7 + threadIdx.x];
  unsigned h = threadIdx.x;
  for (int t = 0; t < n; ++t) h = h * 31u + a[h % 16];
  out[threadIdx.x] = h;
}

// LLVM-LABEL: define {{.*}} @wide_many_reads(
// LLVM: alloca [16 x i32]
extern "C" __global__ void wide_many_reads(const unsigned *in, unsigned *out, int j) {
  unsigned a[16];
#pragma unroll
  for (int i = 0; i < 16; ++i) a[i] = in[i * 7 + threadIdx.x];
  unsigned h = 0;
#pragma unroll
  for (int t = 0; t < 5; ++t) h += a[(threadIdx.x * (t + 1) + j + h) % 16];
  out[threadIdx.x] = h;
}

// LLVM-LABEL: define {{.*}} @wide_many_selects(
// LLVM: alloca [64 x i32]
extern "C" __global__ void wide_many_selects(const unsigned *in, unsigned *out, int j) {
  unsigned a[64];
#pragma unroll
  for (int i = 0; i < 64; ++i) a[i] = in[i * 7 + threadIdx.x];
  out[threadIdx.x] = a[(threadIdx.x + j) % 64] + a[(threadIdx.x * 3) % 64] + a[j % 64];
}

// LLVM-LABEL: define {{.*}} @wide_doubles(
// LLVM: alloca [12 x double]
extern "C" __global__ void wide_doubles(const int *m, double *out) {
  double table[12];
  for (int i = 0; i < 12; ++i)
    table[i] = out[i];
  out[threadIdx.x] = table[m[threadIdx.x]];
}
