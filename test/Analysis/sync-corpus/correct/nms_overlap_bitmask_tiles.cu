// Non-maximum-suppression overlap mask (the detection-framework style): boxes are
// processed in 64 x 64 tiles, one 64-thread block per (row tile, column tile) with
// the lower triangle skipped by an early return of the whole block. The column
// tile's boxes and their areas are staged in shared memory by the first col_size
// threads; after the barrier each row thread builds a 64-bit mask of the column
// boxes it overlaps by more than the threshold.
// LAUNCH: grid=4,4 block=64 args=n_boxes:i32=230 thresh:f32=0.3 boxes:f32[920]:urand mask:u64[920]:zero
// RUN: kilnc %s --arch=sm_90 -o %t.ptx 2>&1 | FileCheck %s --allow-empty '--implicit-check-not={{.}}'
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

#define DIVUP(m, n) (((m) + (n) - 1) / (n))
constexpr int kBoxesPerTile = sizeof(unsigned long long) * 8;

__device__ __forceinline__ float overlap(float4 a, float areaA, float4 b, float areaB) {
  float w = fmaxf(fminf(a.z, b.z) - fmaxf(a.x, b.x), 0.0f);
  float h = fmaxf(fminf(a.w, b.w) - fmaxf(a.y, b.y), 0.0f);
  float inter = w * h;
  return inter / fmaxf(areaA + areaB - inter, 1e-6f);
}

__device__ __forceinline__ float4 loadBox(const float *boxes, int i) {
  float x = boxes[i * 4 + 0], y = boxes[i * 4 + 1];
  return make_float4(x, y, x + 0.5f * boxes[i * 4 + 2], y + 0.5f * boxes[i * 4 + 3]);
}

extern "C" __global__ void nms_overlap_bitmask_tiles(int n_boxes, float thresh, const float *boxes,
                                                     unsigned long long *mask) {
  const int rowTile = blockIdx.y, colTile = blockIdx.x;
  if (rowTile > colTile) return;
  const int rowSize = min(n_boxes - rowTile * kBoxesPerTile, kBoxesPerTile);
  const int colSize = min(n_boxes - colTile * kBoxesPerTile, kBoxesPerTile);
  if (rowSize <= 0 || colSize <= 0) return;

  __shared__ float4 tileBoxes[kBoxesPerTile];
  __shared__ float tileArea[kBoxesPerTile];
  if (threadIdx.x < colSize) {
    float4 b = loadBox(boxes, colTile * kBoxesPerTile + threadIdx.x);
    tileBoxes[threadIdx.x] = b;
    tileArea[threadIdx.x] = (b.z - b.x) * (b.w - b.y);
  }
  __syncthreads();

  if (threadIdx.x < rowSize) {
    const int cur = rowTile * kBoxesPerTile + threadIdx.x;
    float4 box = loadBox(boxes, cur);
    float area = (box.z - box.x) * (box.w - box.y);
    unsigned long long bits = 0;
    int start = (rowTile == colTile) ? threadIdx.x + 1 : 0;
    for (int i = start; i < colSize; i++)
      if (overlap(box, area, tileBoxes[i], tileArea[i]) > thresh) bits |= 1ULL << i;
    mask[cur * DIVUP(n_boxes, kBoxesPerTile) + colTile] = bits;
  }
}
