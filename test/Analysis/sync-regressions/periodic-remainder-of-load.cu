// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s --allow-empty
// A remainder of a shifted value the thread tables cannot read (a load):
// the strided-loop rule (periodicRemainder) walked the chain of divisions
// down to the load and read the divisor of an op with one operand, which
// crashed kilnc on the tile examples. The chain ends at any op that is not
// a binary division or shift; the kernel is correct (each thread writes its
// own slot) and compiles silently.
// CHECK-NOT: error
// CHECK-NOT: warning
__global__ void bucket_of_loaded(const unsigned *keys, unsigned *out) {
  __shared__ unsigned slots[4][256];
  unsigned t = threadIdx.x;
  unsigned k = keys[blockIdx.x * 256 + t];
  for (unsigned i = t; i < 1024; i += 256)
    slots[((k >> 3) % 4 + i / 256) % 4][t] = k + i;
  __syncthreads();
  out[blockIdx.x * 256 + t] = slots[(k >> 3) % 4][t];
}
