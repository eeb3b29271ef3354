// RUN: kilnc %s --arch=sm_90 -o /dev/null 2>&1 | count 0
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNEXT_ROW 2>&1 | FileCheck %s --check-prefix=ROW
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DOVERLAP 2>&1 | FileCheck %s --check-prefix=OVERLAP
// RUN: not kilnc %s --arch=sm_90 -o /dev/null -DNEXT_COLUMN 2>&1 | FileCheck %s --check-prefix=COLUMN
// Issue 11 (branch sync28, HazardCarvedRows.cpp): layouts whose sizes are
// kernel arguments, decided before the counter search (which tried every
// argument value with every counter value: 7 s on
// correct/flash_attention_minimal_tiles, then a warning).
// - Thread rows of a run-time width: thread t owns `row[t * d + x]` for x < d.
// - Arrays carved from the dynamic buffer at multiples of a run-time size
//   (`&sram[tile]`, `&sram[2 * tile]`): each stays below the next.
// - Columns of blockDim.x-wide rows: `col[i * blockDim.x + t]`, whatever i.
// Each variant breaks one: a thread reading the next thread's row, an
// array carved one row in (not at a multiple of the size), a thread reading
// the next column.
extern "C" __global__ void rows(const float *in, float *out, int d, int bc, int steps) {
  extern __shared__ float sram[];
  const int tx = threadIdx.x;
  const int tile = bc * d;
  float *k = sram;
  float *v = &sram[tile];
#ifdef OVERLAP
  float *s = &sram[d];
#else
  float *s = &sram[tile * 2];
#endif
  for (int x = 0; x < d; x++) {
    k[tx * d + x] = in[tx * d + x];
    // OVERLAP: carved-rows-runtime-sizes.cu:[[@LINE+1]]:{{.*}}: {{warning|error}}: {{.*}}race
    s[tx * d + x] = 2.f * in[tx * d + x];
  }
  float acc = 0.f;
  for (int x = 0; x < d; x++) {
#ifdef NEXT_ROW
    // ROW: carved-rows-runtime-sizes.cu:[[@LINE+1]]:{{.*}}: {{warning|error}}: {{.*}}race
    acc += k[(tx + 1) * d + x];
#else
    acc += k[tx * d + x];
#endif
    v[tx * d + x] = acc;
  }
  for (int x = 0; x < d; x++)
    acc += s[tx * d + x];
  out[tx] = acc;
  // The columns of rows blockDim.x wide after the carves.
  unsigned *col = (unsigned *)&sram[tile * 3];
  for (int i = 0; i < steps; ++i)
    col[i * blockDim.x + tx] = tx + i;
  unsigned sum = 0;
  for (int i = 0; i < steps; ++i) {
#ifdef NEXT_COLUMN
    // COLUMN: carved-rows-runtime-sizes.cu:[[@LINE+1]]:{{.*}}: {{warning|error}}: {{.*}}race
    sum += col[i * blockDim.x + (tx + 1) % blockDim.x];
#else
    sum += col[i * blockDim.x + tx];
#endif
  }
  out[blockDim.x + tx] = (float)sum;
}
