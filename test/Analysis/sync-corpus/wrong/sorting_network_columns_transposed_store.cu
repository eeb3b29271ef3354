// sorting_network_thread_columns_constant_pairs with the keys stored
// row-major (thread t's keys at keys[t * 8 + k]) but the network still
// walking columns keys[k * 128 + t]: thread t's comparator reads the keys
// other threads stored, with no barrier in between. Which keys the first
// comparators read comes from a __constant__ table the host may rewrite, so
// the test accepts a warning there; the final copy-out (the counter k
// known) is a proven race.
// LAUNCH: grid=4 block=128 args=in:i32[4096]:rand out:i32[4096]:zero
// RUN: not kilnc %s --arch=sm_90 -o /dev/null 2>&1 | %sync_diags | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -ptx %s -o %t.nvcc.ptx %}

__constant__ int network[19][2] = {{0, 2}, {1, 3}, {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}, {0, 1}, {2, 3},
                                   {4, 5}, {6, 7}, {2, 4}, {3, 5}, {1, 4}, {3, 6}, {1, 2}, {3, 4}, {5, 6}};

extern "C" __global__ void __launch_bounds__(128) sorting_network_columns_transposed_store(const int *in, int *out) {
  __shared__ int keys[8 * 128];
  const int t = threadIdx.x;
  const int base = blockIdx.x * 8 * 128;
  for (int k = 0; k < 8; ++k)
    keys[t * 8 + k] = in[base + t * 8 + k];
  for (int s = 0; s < 19; ++s) {
    const int lo = network[s][0], hi = network[s][1];
    // CHECK: sorting_network_columns_transposed_store.cu:[[@LINE+1]]: {{error|warning}} race
    const int a = keys[lo * 128 + t], b = keys[hi * 128 + t];
    keys[lo * 128 + t] = min(a, b);
    keys[hi * 128 + t] = max(a, b);
  }
  for (int k = 0; k < 8; ++k)
    // CHECK: sorting_network_columns_transposed_store.cu:[[@LINE+1]]: error race threads={{[^- ]+}} lanes={{[^ ]+}} index={{[^- ]+}}
    out[base + t * 8 + k] = keys[k * 128 + t];
}
