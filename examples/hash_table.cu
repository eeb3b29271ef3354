// Open-addressing hash table with linear probing; cap is a power of two and empty slots hold
// 0xffffffff (memset the keys to 0xff first). Insert stores each key's index as its value.

extern "C" __global__ void hash_insert(const unsigned* __restrict__ keys, unsigned* table_keys, unsigned* table_vals,
                                       unsigned cap, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned k = keys[i];
  unsigned slot = (k * 2654435761u) & (cap - 1);
  while (true) {
    unsigned prev = atomicCAS(&table_keys[slot], 0xffffffffu, k);
    if (prev == 0xffffffffu || prev == k) {
      table_vals[slot] = (unsigned)i;
      return;
    }
    slot = (slot + 1) & (cap - 1);
  }
}

// out[i] = the value stored for keys[i], or 0xffffffff when the key is absent.
extern "C" __global__ void hash_probe(const unsigned* __restrict__ keys, const unsigned* __restrict__ table_keys,
                                      const unsigned* __restrict__ table_vals, unsigned* out, unsigned cap, long n) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned k = keys[i];
  unsigned slot = (k * 2654435761u) & (cap - 1);
  while (true) {
    unsigned t = table_keys[slot];
    if (t == k) {
      out[i] = table_vals[slot];
      return;
    }
    if (t == 0xffffffffu) {
      out[i] = 0xffffffffu;
      return;
    }
    slot = (slot + 1) & (cap - 1);
  }
}
