// Every resource limit of the target is a located error that names the limit and the fix
// (kilnc used to exit 0 and leave ptxas to reject the PTX), or, where ptxas only ignores a
// request, a warning.
// REQUIRES: ptxas
//
// Kernel parameters over 4352 bytes need PTX ISA 8.1, which kilnc chooses; a cap below it is an
// error at the kernel, and over 32764 bytes is an error everywhere.
// RUN: kilnc %s -DBIG_PARAMS --arch=sm_90 -o %t.params.ptx && %ptxas -arch=sm_90 %t.params.ptx -o /dev/null
// RUN: FileCheck %s --check-prefix=PARAMS < %t.params.ptx
// PARAMS: .version 8.1
// RUN: not kilnc %s -DBIG_PARAMS --arch=sm_90 --cuda-driver=12.0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=CAP
// RUN: not kilnc %s -DBIG_PARAMS --arch=sm_90 --ptx-version=8.0 -o /dev/null 2>&1 | FileCheck %s --check-prefix=REQ
// RUN: not kilnc %s -DHUGE_PARAMS --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not kilnc %s -DBIG_CONSTANT --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not kilnc %s -DBIG_SHARED --arch=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: kilnc %s -DSHARED_PER_KERNEL --arch=sm_90 -o %t.shared.ptx && %ptxas -arch=sm_90 %t.shared.ptx -o /dev/null
// RUN: kilnc %s -DBIG_BLOCK --arch=sm_90 -o %t.block.ptx 2>&1 | FileCheck %s --check-prefix=BLOCK
// RUN: %ptxas -arch=sm_90 %t.block.ptx -o /dev/null
// RUN: kilnc %s -DMANY_BLOCKS --arch=sm_89 -o %t.blocks.ptx 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: %ptxas -arch=sm_89 %t.blocks.ptx -o /dev/null

#ifdef BIG_PARAMS
struct Weights { float w[1200]; };  // 4800 bytes
// CAP: target-limits.cu:[[@LINE+2]]:28: error: kernel 'big' has 4808 bytes of parameters; more than 4352 need PTX ISA 8.1 (CUDA 12.1 drivers), but --max-ptx/--cuda-driver asks for 8.0: allow PTX 8.1 or pass large data through a pointer to global memory
// REQ: target-limits.cu:[[@LINE+1]]:28: error: kernel 'big' has 4808 bytes of parameters; more than 4352 need PTX ISA 8.1 (CUDA 12.1 drivers), but --ptx-version asks for 8.0
extern "C" __global__ void big(Weights w, float *out) { out[threadIdx.x] = w.w[threadIdx.x]; }
#endif

#ifdef HUGE_PARAMS
struct Weights { float w[9000]; };  // 36000 bytes
// HUGE: target-limits.cu:[[@LINE+1]]:28: error: kernel 'huge' has 36008 bytes of parameters; the limit is 32764: pass large data through a pointer to global memory
extern "C" __global__ void huge(Weights w, float *out) { out[threadIdx.x] = w.w[threadIdx.x]; }
#endif

#ifdef BIG_CONSTANT
__constant__ float small_table[1024];
// CONST: target-limits.cu:[[@LINE+1]]:20: error: __constant__ data exceeds the 65536 bytes (64 KiB) constant bank: with 'big_table' the module has 69632 bytes; keep large tables in global memory (a __device__ array or a kernel argument) instead
__constant__ float big_table[16384];
extern "C" __global__ void lookup(float *out) { out[threadIdx.x] = small_table[threadIdx.x] + big_table[threadIdx.x]; }
#endif

#ifdef BIG_SHARED
// SHARED: target-limits.cu:[[@LINE+1]]:28: error: kernel 'stage' uses 52000 bytes of static shared memory; the limit is 49152 bytes (48 KiB): declare the buffer 'extern __shared__' (dynamic shared memory, up to 232448 bytes (227 KiB) on sm_90 once the launch opts in) or make it smaller
extern "C" __global__ void stage(float *out) {
  __shared__ float s[13000];
  s[threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x ^ 1];
}
#endif

#ifdef SHARED_PER_KERNEL
// 40 KiB each, in different kernels: each kernel's own shared memory counts, not the module's.
extern "C" __global__ void first(float *out) {
  __shared__ float a[10240];
  a[threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x] = a[threadIdx.x ^ 1];
}
extern "C" __global__ void second(float *out) {
  __shared__ float b[10240];
  b[threadIdx.x] = 2;
  __syncthreads();
  out[threadIdx.x] = b[threadIdx.x ^ 1];
}
#endif

#ifdef BIG_BLOCK
// BLOCK: target-limits.cu:[[@LINE+1]]:{{[0-9]+}}: warning: __launch_bounds__(2048) exceeds the 1024 threads a block can have; assuming 1024
extern "C" __global__ void __launch_bounds__(2048) wide(float *out) { out[threadIdx.x] = 1; }
#endif

#ifdef MANY_BLOCKS
// BLOCKS: target-limits.cu:[[@LINE+1]]:55: warning: __launch_bounds__ of kernel 'busy' asks for 2 resident blocks of 1024 threads, but an sm_89 multiprocessor holds at most 1536 threads: the minimum is ignored and registers are not limited
extern "C" __global__ void __launch_bounds__(1024, 2) busy(float *out) { out[threadIdx.x] = 1; }
#endif
