// RUN: not kilnc %s --emit=simt -o /dev/null 2>&1 | FileCheck %s
// Issue 11, branch sync10 (HazardBranchArms.cpp): the two arms of a
// thread-dependent branch run at the same time in different threads, so an
// access of one arm races with an access of the other when no barrier
// separates them. Before, each arm was only compared along its own path and
// `if (t < 128) part[t] = v; else x = part[t - 128];` compiled silently.

// CHECK: branch-arms.cu:[[@LINE+8]]:{{.*}}error: shared-memory race (read-after-write){{.*}}threads 0 and 128
// CHECK: branch-arms.cu:[[@LINE+5]]:{{.*}}note: the conflicting write is here
__global__ void __launch_bounds__(256) arms_race(float *out, const float *in) {
  __shared__ float part[128];
  int t = threadIdx.x;
  if (t < 128)
    part[t] = in[t];
  else
    out[t] = part[t - 128];
}

// Each element written and read by one thread, whichever arm it takes: no
// two threads meet.
// CHECK-NOT: branch-arms.cu:{{2[0-9]|3[0-3]}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(256) arms_own_element(float *out, const float *in) {
  __shared__ float s[256];
  int t = threadIdx.x;
  if (t < 128)
    s[t] = in[t];
  else
    s[t] = 0.0f;
  __syncthreads();
  out[t] = s[255 - t];
}

// A block-uniform branch: every thread takes the same arm, so the arms never
// run together.
// CHECK-NOT: branch-arms.cu:{{3[6-9]|4[0-9]}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(256) arms_uniform(float *out, const float *in, int mode) {
  __shared__ float s[257];
  int t = threadIdx.x;
  if (mode)
    s[t] = in[t];
  else
    out[t] = s[t + 1];
  __syncthreads();
  out[t] += s[t];
}

// PTX named barriers pair the arms: the consumers wait on barrier 3, which
// the producers arrive at after their stores, so the read is ordered after
// the store. With different ids (1 and 2) nothing orders them.
// CHECK-NOT: branch-arms.cu:{{5[0-9]|6[0-3]}}:{{.*}}{{error|warning}}
__global__ void __launch_bounds__(256) arms_named_paired(float *out, const float *in) {
  __shared__ float part[128];
  int t = threadIdx.x;
  if (t < 128) {
    part[t] = in[t];
    asm volatile("bar.arrive 3, 256;" ::: "memory");
  } else {
    asm volatile("bar.sync 3, 256;" ::: "memory");
    out[t] = part[t - 128];
  }
}
// CHECK: branch-arms.cu:[[@LINE+9]]:{{.*}}error: shared-memory race (read-after-write){{.*}}threads 0 and 128
__global__ void __launch_bounds__(256) arms_named_unpaired(float *out, const float *in) {
  __shared__ float part[128];
  int t = threadIdx.x;
  if (t < 128) {
    part[t] = in[t];
    asm volatile("bar.sync 1, 128;" ::: "memory");
  } else {
    asm volatile("bar.sync 2, 128;" ::: "memory");
    out[t] = part[t - 128];
  }
}
