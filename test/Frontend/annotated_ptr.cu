// libcu++'s <cuda/annotated_ptr> (L2 access properties on pointers, as
// persisting-cache and streaming kernels use them) compiles: nvcc's
// __nv_associate_access_property builtin is a hint kilnc does not carry to
// the accesses (the pointer comes back as it is), and __isClusterShared
// (which its barrier code asks on sm_90) is isspacep.shared::cluster.
// RUN: kilnc %s --arch=sm_90 -o %t.90.ptx
// RUN: FileCheck %s < %t.90.ptx
// RUN: kilnc %s --arch=sm_80 -o %t.80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.90.ptx -o /dev/null && %ptxas -arch=sm_80 %t.80.ptx -o /dev/null %}
#include <cuda/annotated_ptr>

// CHECK-LABEL: .entry stream_scale(
// CHECK: ld.global.b32
// CHECK: st.global.b32
extern "C" __global__ void stream_scale(const float *in, float *out, int n) {
  cuda::annotated_ptr<const float, cuda::access_property::streaming> src(in);
  float *dst = cuda::associate_access_property(out, cuda::access_property::persisting{});
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = 2.0f * src[i];
}

#if __CUDA_ARCH__ >= 900
// CHECK-LABEL: .entry cluster_space(
// CHECK: isspacep.shared::cluster
extern "C" __global__ void cluster_space(const int *p, unsigned *out) {
  __shared__ int s[32];
  if (threadIdx.x < 32) s[threadIdx.x] = p[threadIdx.x];
  out[threadIdx.x] = __isClusterShared(threadIdx.x & 1 ? (const void *)s : (const void *)p);
}
#endif
