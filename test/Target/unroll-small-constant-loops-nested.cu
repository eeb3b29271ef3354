// UnrollSmallConstantLoops unrolls a loop of up to 128 constant trips that
// addresses a local array by its counter, so that every address becomes a
// constant and the array lives in registers. An address that also changes
// inside an inner loop of a run-time trip count (`best[k]` of an insertion
// sort run once per list element) stays a variable in every copy: unrolling
// the outer loop only multiplied the inner loops. realcode
// static_vector_placement_new_tie_topk's `for (l = 0; l < 32; ++l) for (j =
// 0; j < lists[l].size(); ++j) offer(best, lists[l][j])` became 32 copies of
// the insertion sort, 3509 PTX lines and 966 local loads and stores against
// nvcc's 387 and 37, at 0.53x nvcc's speed on the H100; rolled it is 294
// lines and 36. An address that changes only in the outer loop (`acc[i] = s`
// after an inner sum) still becomes a constant and is still unrolled.
// RUN: kilnc %s --arch=sm_90 -o %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: FileCheck %s < %t.ptx
// RUN: %if nvcc %{ %nvcc -ptx -arch=sm_90 %s -o /dev/null %}

// The outer loop stays rolled: one load of counts[l], one of vals.
// CHECK-LABEL: .entry _Z11merge_listsPKiPKfPf(
// CHECK-COUNT-2: ld.global
// CHECK-NOT: ld.global
// CHECK: ret;
__global__ void merge_lists(const int *counts, const float *vals, float *out) {
  float best[8];
  int size = 0;
  for (int l = 0; l < 32; ++l)
    for (int j = 0; j < counts[l]; ++j) {
      float c = vals[l * 8 + j];
      if (size == 8) {
        if (!(c > best[7]))
          continue;
        --size;
      }
      int k = size++;
      for (; k > 0 && best[k - 1] < c; --k)
        best[k] = best[k - 1];
      best[k] = c;
    }
  for (int j = 0; j < 8; ++j)
    out[j] = j < size ? best[j] : -1.0f;
}

// Unrolled: acc[i] has a constant address in each copy, no local frame.
// CHECK-LABEL: .entry _Z11column_sumsPKiPKfPf(
// CHECK-NOT: __local_depot
// CHECK-COUNT-32: ld.global.b32
// CHECK: ret;
__global__ void column_sums(const int *rows, const float *vals, float *out) {
  float acc[32];
  for (int i = 0; i < 32; ++i) {
    float s = 0.0f;
    for (int j = 0; j < rows[0]; ++j)
      s += vals[j * 32 + i];
    acc[i] = s;
  }
  float t = 0.0f;
  for (int i = 0; i < 32; ++i)
    t += acc[i] * acc[31 - i];
  out[threadIdx.x] = t;
}
