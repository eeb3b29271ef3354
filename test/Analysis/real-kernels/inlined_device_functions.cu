// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// RUN: kilnc %s --emit=simt -DONLY_CORRECT 2>&1 | FileCheck %s --check-prefix=KEPT
// Device functions are inlined before the sync passes: a barrier inside a
// helper is checked under the caller's control flow, and shared accesses in
// helpers are seen by the caller's race analysis. `__noinline__` helpers
// stay calls.

__device__ void stage(float *s, float v) {
  s[threadIdx.x] = v;
  __syncthreads();
}

__device__ float neighbour(const float *s) { return s[threadIdx.x + 1]; }

__device__ __noinline__ float kept(float v) { return v * 2.f; }

// KEPT: func.func @correct
// KEPT: call @{{.*}}kept{{.*}}
// KEPT: func.func private @{{.*}}kept
extern "C" __global__ void correct(float *x) {
  __shared__ float s[257];
  stage(s, x[threadIdx.x]);
  x[threadIdx.x] = kept(neighbour(s));
}

#ifndef ONLY_CORRECT
extern "C" __global__ void divergent(float *x) {
  __shared__ float s[256];
  // A branch on per-thread data: a warning (threads disagree only if the
  // data does); the racy kernel below keeps the run failing.
  // CHECK: inlined_device_functions.cu:10:3: warning: block barrier is reached under thread-dependent control flow
  // CHECK: inlined_device_functions.cu:[[@LINE+1]]:3: note: this branch decides which threads arrive
  if (x[threadIdx.x] > 0.f)
    stage(s, 1.f);
}

extern "C" __global__ void racy(float *x) {
  __shared__ float s[257];
  s[threadIdx.x] = x[threadIdx.x];
  // CHECK: inlined_device_functions.cu:13:53: error: shared-memory race (read-after-write)
  x[threadIdx.x] = neighbour(s);
}
#endif
