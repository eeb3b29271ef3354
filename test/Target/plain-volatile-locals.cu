// Volatile loads and stores of a local whose address never escapes become
// plain ones, and SROA keeps the local in registers. PTX has no volatile
// local access, so nvcc's PTX writes and reads a `volatile float4 p` with
// plain st.local/ld.local, which ptxas promotes; Kiln kept the volatile
// loads, and LLVM's backend stored through the generic stack pointer
// (st.b32 [%SP]), which ptxas does not promote (realcode
// particles_cell_hash_start's calcHashD kept a 16-byte frame; nvcc none).
// RUN: kilnc %s --arch=sm_90 --emit=llvm | FileCheck %s --check-prefix=LLVM
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

// LLVM-LABEL: define {{.*}} @volatile_vector_local(
// LLVM-NOT: alloca
// LLVM-NOT: volatile
// LLVM: ret void
// CHECK-LABEL: .entry volatile_vector_local(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void volatile_vector_local(const float4 *pos, unsigned *hash) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  volatile float4 p = pos[i];
  hash[i] = unsigned(floorf(p.x * 64.0f)) * 4096u + unsigned(floorf(p.y * 64.0f)) * 64u +
            unsigned(floorf(p.z * 64.0f));
}

// A volatile scalar counter updated in a loop.
// LLVM-LABEL: define {{.*}} @volatile_scalar_local(
// LLVM-NOT: alloca
// LLVM: ret void
// CHECK-LABEL: .entry volatile_scalar_local(
// CHECK-NOT: __local_depot
// CHECK: ret;
extern "C" __global__ void volatile_scalar_local(const int *x, int *out, int n) {
  volatile int sum = 0;
  for (int k = threadIdx.x; k < n; k += blockDim.x)
    sum = sum + x[k];
  out[threadIdx.x] = sum;
}

// Not a local whose address escapes to another function: its volatile
// accesses stay.
// LLVM-LABEL: define {{.*}} @volatile_escaping_local(
// LLVM: load volatile
__device__ __noinline__ void publish(volatile int *slot, int *out) { out[threadIdx.x] = *slot; }
extern "C" __global__ void volatile_escaping_local(const int *x, int *out) {
  volatile int v = x[threadIdx.x];
  publish(&v, out);
  out[blockDim.x + threadIdx.x] = v;
}

// Volatile shared and global accesses are left as they are.
// LLVM-LABEL: define {{.*}} @volatile_shared_and_global(
// LLVM: store volatile i32
// LLVM: load volatile i32
// CHECK-LABEL: .entry volatile_shared_and_global(
// CHECK: st.volatile.shared
// CHECK: ld.volatile.global
extern "C" __global__ void volatile_shared_and_global(volatile int *flag, int *out) {
  __shared__ volatile int s[1024];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x] + *flag;
}
