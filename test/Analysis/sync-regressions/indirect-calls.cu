// RUN: kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// RUN: not kilnc %s --emit=simt --sync-check=strict -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: not kilnc %s --emit=simt -DDIVERGENT -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIV
// [indirect-call] The synchronisation checks do not follow calls through
// function pointers. A call whose possible targets (functions of its type
// whose address is taken) reach a barrier or warp collective is a warning:
// the collective is assumed to be reached by all the threads it needs
// together. Shared accesses on both sides of an indirect call are not
// proven racy (the callee may order them): a warning naming the call.
// A pointer whose target is known after inlining is a direct call, checked
// as usual.

typedef void (*stage_fn)(float *);
__device__ void sync_stage(float *) { __syncthreads(); } // BARRIER
__device__ void scale_stage(float *p) { p[threadIdx.x] *= 2.0f; }
__device__ stage_fn stages[2] = {sync_stage, scale_stage};

__global__ void pipeline(float *out, const int *which) {
  __shared__ float tile[256];
  tile[threadIdx.x] = out[threadIdx.x];
  for (int s = 0; s < 2; ++s)
    stages[which[s] & 1](tile);
  // CHECK: indirect-calls.cu:[[@LINE-1]]:5: warning: this call through a function pointer may reach the block barrier in '_Z10sync_stagePf', which the synchronisation checks cannot follow: it is assumed that all the threads the collective needs make this call together, to the same function; call the function directly to have it checked [-Wkiln-sync]
  // CHECK: indirect-calls.cu:14:39: note: the collective is here
  // STRICT: indirect-calls.cu:[[@LINE-3]]:5: error: this call through a function pointer may reach the block barrier
  out[threadIdx.x] = tile[255 - threadIdx.x];
  // CHECK: indirect-calls.cu:[[@LINE-1]]:22: warning: cannot prove this read of @_Z8pipelinePfPKi.tile race-free (read-after-write with a write by another thread): the call through a function pointer at line 22 may synchronise, and Kiln does not follow indirect calls [-Wkiln-sync]
  // CHECK: indirect-calls.cu:22:5: note: this indirect call is the reason; if the function it calls orders the accesses, the warning is spurious
}

#ifdef DIVERGENT
// Known target: inlined, and its barrier is checked where it is: an error
// under a divergent branch.
// DIV: indirect-calls.cu:14:39: error: block barrier is reached under thread-dependent control flow
// DIV: indirect-calls.cu:[[@LINE+4]]:5: note: called from
__device__ void run(stage_fn f, float *p) { f(p); }
__global__ void divergent(float *out) {
  if (threadIdx.x < 32)
    run(sync_stage, out);
}
#endif
