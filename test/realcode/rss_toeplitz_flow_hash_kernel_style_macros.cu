// @realcode Receive-side-scaling flow steering as NIC drivers compute it, ported with Linux-kernel-style macros: the Toeplitz hash of each IPv4 5-tuple (src/dst address and ports packed big-endian, 12 bytes) under a 40-byte key in __constant__ memory, min_t/swap/ARRAY_SIZE/container_of written with GNU typeof and statement expressions, __builtin_bswap-free byte swaps with __byte_perm, the hash mapped through a 128-entry indirection table to a queue, and per-queue packet counts in shared memory.
// @let NPKT = 1 << 22
// @const c_rss_key u8[40] uniform(0, 256)
// @buf tuples u32[NPKT * 3] uniform(0, 4294967295)
// @buf indir u8[128] uniform(0, 16)
// @buf hashes u32[NPKT] zero
// @buf queue_counts u32[16] zero
// @launch rss_steer grid(NPKT / 256) block(256) args(tuples, indir, hashes, queue_counts, i32(NPKT))
// @check hashes exact
// @check queue_counts exact
#include <cuda_runtime.h>
#include <stdint.h>
#include <stddef.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define min_t(type, x, y) ({ type __x = (x); type __y = (y); __x < __y ? __x : __y; })
#define swap(a, b) do { typeof(a) __tmp = (a); (a) = (b); (b) = __tmp; } while (0)
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

__constant__ uint8_t c_rss_key[40];

struct flow_keys {
  uint32_t flags;
  struct {
    uint32_t saddr, daddr;
    uint16_t sport, dport;
  } tuple;
};

static __device__ __forceinline__ uint32_t be32(uint32_t x) { return __byte_perm(x, 0, 0x0123); }

static __device__ uint32_t toeplitz_hash(const uint8_t *data, int len) {
  // Sliding 32-bit window of the key: v holds key bits [i, i + 32) as each input bit is consumed.
  uint32_t v = ((uint32_t)c_rss_key[0] << 24) | ((uint32_t)c_rss_key[1] << 16) | ((uint32_t)c_rss_key[2] << 8) | c_rss_key[3];
  uint32_t hash = 0;
  for (int i = 0; i < len; i++) {
    const uint8_t next = c_rss_key[min_t(int, i + 4, (int)ARRAY_SIZE(c_rss_key) - 1)];
    for (int b = 7; b >= 0; b--) {
      if (data[i] & (1u << b)) hash ^= v;
      v = (v << 1) | ((next >> b) & 1u);
    }
  }
  return hash;
}

__global__ void rss_steer(const uint32_t *__restrict__ tuples, const uint8_t *__restrict__ indir, uint32_t *__restrict__ hashes,
                          uint32_t *__restrict__ queue_counts, int npkt) {
  __shared__ uint32_t counts[16];
  if (threadIdx.x < ARRAY_SIZE(counts)) counts[threadIdx.x] = 0;
  __syncthreads();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < npkt) {
    struct flow_keys fk;
    fk.flags = 0;
    fk.tuple.saddr = tuples[3 * i];
    fk.tuple.daddr = tuples[3 * i + 1];
    fk.tuple.sport = (uint16_t)(tuples[3 * i + 2] >> 16);
    fk.tuple.dport = (uint16_t)tuples[3 * i + 2];
    // Symmetric RSS: order the endpoints so both directions of a flow hash alike.
    if (fk.tuple.saddr > fk.tuple.daddr) {
      swap(fk.tuple.saddr, fk.tuple.daddr);
      swap(fk.tuple.sport, fk.tuple.dport);
    }
    const struct flow_keys *back = container_of(&fk.tuple, struct flow_keys, tuple);
    uint32_t words[3] = {be32(back->tuple.saddr), be32(back->tuple.daddr),
                         be32(((uint32_t)back->tuple.sport << 16) | back->tuple.dport)};
    const uint32_t h = toeplitz_hash(reinterpret_cast<const uint8_t *>(words), 12);
    hashes[i] = h;
    atomicAdd(&counts[indir[h & 127]], 1u);
  }
  __syncthreads();
  if (threadIdx.x < 16) atomicAdd(queue_counts + threadIdx.x, counts[threadIdx.x]);
}
