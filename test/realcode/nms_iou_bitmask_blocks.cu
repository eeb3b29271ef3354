// @realcode Non-maximum suppression the way torchvision's and Detectron's CUDA ops do it: boxes (already sorted by score) are compared in 64x64 blocks, each block stages its 64 column boxes in shared memory as float4, every thread computes the IoU of its row box against them and sets bits of one unsigned long long mask (DIVUP(n, 64) words per box); a one-warp sweep kernel then walks the boxes in score order keeping a removed-bit vector spread over the warp's lanes (each lane owns a slice of the words), broadcasting the keep decision with __shfl_sync, and writes the keep flags and the kept count.
// @let NB = 8192
// @let COLB = NB / 64
// @buf boxes f32[NB * 4] uniform(0, 1)
// @buf xyxy f32[NB * 4] zero
// @buf mask u64[NB * COLB] zero
// @buf keep i32[NB] zero
// @buf nkeep i32[1] zero
// @launch make_boxes grid(cdiv(NB, 256)) block(256) args(boxes, xyxy, i32(NB))
// @launch nms_mask grid(COLB, COLB) block(64) args(xyxy, mask, i32(NB), f32(0.5))
// @launch nms_sweep grid(1) block(32) args(mask, keep, nkeep, i32(NB))
// @check xyxy exact
// @check mask exact
// @check keep exact
// @check nkeep exact
#include <cstdint>

#define DIVUP(m, n) ((m) / (n) + ((m) % (n) > 0))
constexpr int kThreadsPerBlock = sizeof(unsigned long long) * 8;

// Centre/size draws to corner boxes on a 1000x1000 image (clustered so that many overlap).
__global__ void make_boxes(const float4 *__restrict__ raw, float4 *__restrict__ xyxy, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float4 r = raw[i];
  const float cx = 100.f + 800.f * r.x * r.x, cy = 100.f + 800.f * r.y * r.y;
  const float w = 10.f + 90.f * r.z, h = 10.f + 90.f * r.w;
  xyxy[i] = make_float4(cx - 0.5f * w, cy - 0.5f * h, cx + 0.5f * w, cy + 0.5f * h);
}

__device__ inline float devIoU(const float4 &a, const float4 &b) {
  const float left = fmaxf(a.x, b.x), right = fminf(a.z, b.z);
  const float top = fmaxf(a.y, b.y), bottom = fminf(a.w, b.w);
  const float width = fmaxf(right - left, 0.f), height = fmaxf(bottom - top, 0.f);
  const float inter = width * height;
  const float Sa = (a.z - a.x) * (a.w - a.y);
  const float Sb = (b.z - b.x) * (b.w - b.y);
  return inter / (Sa + Sb - inter);
}

__global__ void nms_mask(const float4 *__restrict__ boxes, unsigned long long *__restrict__ mask, int n_boxes,
                         float iou_threshold) {
  const int row_start = blockIdx.y, col_start = blockIdx.x;
  if (row_start > col_start) return;
  const int row_size = min(n_boxes - row_start * kThreadsPerBlock, kThreadsPerBlock);
  const int col_size = min(n_boxes - col_start * kThreadsPerBlock, kThreadsPerBlock);
  __shared__ float4 block_boxes[kThreadsPerBlock];
  if (threadIdx.x < col_size) block_boxes[threadIdx.x] = boxes[kThreadsPerBlock * col_start + threadIdx.x];
  __syncthreads();
  if (threadIdx.x < row_size) {
    const int cur_box_idx = kThreadsPerBlock * row_start + threadIdx.x;
    const float4 cur_box = boxes[cur_box_idx];
    unsigned long long t = 0;
    const int start = row_start == col_start ? threadIdx.x + 1 : 0;
    for (int i = start; i < col_size; i++)
      if (devIoU(cur_box, block_boxes[i]) > iou_threshold) t |= 1ULL << i;
    const int col_blocks = DIVUP(n_boxes, kThreadsPerBlock);
    mask[(size_t)cur_box_idx * col_blocks + col_start] = t;
  }
}

// One warp: lane l owns words l, l + 32, ... of the removed vector (at most 32 * 8 words here).
__global__ void nms_sweep(const unsigned long long *__restrict__ mask, int *__restrict__ keep, int *__restrict__ nkeep,
                          int n_boxes) {
  const int lane = threadIdx.x;
  const int col_blocks = DIVUP(n_boxes, kThreadsPerBlock);
  unsigned long long removed[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int kept = 0;
  for (int i = 0; i < n_boxes; ++i) {
    const int word = i / kThreadsPerBlock, bit = i % kThreadsPerBlock;
    const int owner = word % 32, slot = word / 32;
    unsigned long long mine = 0;
#pragma unroll
    for (int s = 0; s < 8; ++s)
      if (s == slot) mine = removed[s];
    const int is_removed = __shfl_sync(0xffffffffu, (int)((mine >> bit) & 1ull), owner);
    if (lane == 0) keep[i] = !is_removed;
    if (is_removed) continue;
    ++kept;
    const unsigned long long *p = mask + (size_t)i * col_blocks;
#pragma unroll
    for (int s = 0; s < 8; ++s) {
      const int w = lane + 32 * s;
      if (w >= word && w < col_blocks) removed[s] |= p[w];
    }
  }
  if (lane == 0) *nkeep = kept;
}
