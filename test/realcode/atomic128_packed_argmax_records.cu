// @realcode sm_90's 128-bit atomicCAS as lock-free code uses it for a record update that 64 bits cannot hold: each of 4096 buckets keeps a 16-byte aligned {score bits, index, count, checksum} record, and every input element updates its bucket with a CAS loop on the whole record (better score wins, the smaller index breaks ties, the count and an xor checksum of the indices seen ride along), so the result is the same whatever the order; a second pass uses the 128-bit atomicExch to drain the records into a table and reset them.
// @let N = 1 << 22
// @let NB = 4096
// @buf score f32[N] uniform(-100, 100)
// @buf bucket i32[N] uniform(0, 4096)
// @buf recs u32[NB * 4] zero
// @buf drained u32[NB * 4] zero
// @launch update_records grid(cdiv(N, 256)) block(256) args(score, bucket, recs, i32(N))
// @launch drain_records grid(cdiv(NB, 128)) block(128) args(recs, drained, i32(NB))
// @check drained exact
#include <cstdint>

struct alignas(16) Record {
  uint32_t key;   // order-preserving float bits of the best score (0: empty)
  uint32_t index; // element that holds it
  uint32_t count; // elements seen
  uint32_t check; // xor of their indices
};
static_assert(sizeof(Record) == 16 && alignof(Record) == 16, "a 128-bit atomic needs a 16-byte aligned 16-byte type");

__device__ __forceinline__ uint32_t order_key(float f) {
  uint32_t u = __float_as_uint(f);
  return (u & 0x80000000u) ? ~u : (u | 0x80000000u);
}

__device__ __forceinline__ bool same(const Record &a, const Record &b) {
  return a.key == b.key && a.index == b.index && a.count == b.count && a.check == b.check;
}

__global__ void update_records(const float *__restrict__ score, const int *__restrict__ bucket, Record *recs, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Record *slot = recs + bucket[i];
  const uint32_t k = order_key(score[i]);
  Record seen = *slot; // a first guess; the CAS corrects it
  while (true) {
    Record want = seen;
    if (k > seen.key || (k == seen.key && (uint32_t)i < seen.index)) {
      want.key = k;
      want.index = (uint32_t)i;
    }
    want.count = seen.count + 1;
    want.check = seen.check ^ (uint32_t)i;
    Record old = atomicCAS(slot, seen, want);
    if (same(old, seen)) break;
    seen = old;
  }
}

__global__ void drain_records(Record *recs, Record *out, int nb) {
  const int b = blockIdx.x * blockDim.x + threadIdx.x;
  if (b >= nb) return;
  Record empty = {0, 0, 0, 0};
  out[b] = atomicExch(recs + b, empty);
}
