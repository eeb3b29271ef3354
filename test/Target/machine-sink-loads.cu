// Loads stay ahead of the branches between them and their uses, as nvcc
// keeps them (-machine-sink-load-blocks-threshold=0): MachineSink moved the
// loads an argmax compares past the argmin's `||` diamond into its join, so
// they waited for the first comparison (ptxas does not hoist a load above a
// branch; tuple_pair_argminmax's reduction paid that at every step). A load
// used only under a condition still sinks into that branch, as nvcc's does.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .entry argmin_argmax(
// CHECK: bar.sync
// CHECK-COUNT-8: ld.shared.b32
// CHECK-NOT: ld.shared
// CHECK: setp.lt.f32
// CHECK-NOT: ld.shared
// CHECK: setp.gt.f32
// CHECK: ret;
extern "C" __global__ void argmin_argmax(float *v, int *ix) {
  __shared__ float sv[512], sw[512];
  __shared__ int si[512], sj[512];
  int t = threadIdx.x;
  sv[t] = v[t];
  si[t] = ix[t];
  sw[t] = v[t + 256];
  sj[t] = ix[t + 256];
  __syncthreads();
  if (t < 128) {
    float a = sv[t], b = sv[t + 128], c = sw[t], d = sw[t + 128];
    int ai = si[t], bi = si[t + 128], ci = sj[t], di = sj[t + 128];
    bool lo = b < a || (b == a && bi < ai);
    bool hi = d > c || (d == c && di < ci);
    sv[t] = lo ? b : a;
    si[t] = lo ? bi : ai;
    sw[t] = hi ? d : c;
    sj[t] = hi ? di : ci;
  }
}

// CHECK-LABEL: .entry cond_use(
// CHECK: bar.sync
// CHECK-NOT: ld.shared
// CHECK: bra
// CHECK: ld.shared.b32
// CHECK: ret;
extern "C" __global__ void cond_use(float *out, const float *in, int n) {
  __shared__ float s[256];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  float x = s[255 - threadIdx.x];
  if (threadIdx.x < n) out[threadIdx.x] = x * 2.f;
}
