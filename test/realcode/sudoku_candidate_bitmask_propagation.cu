// @realcode Sudoku constraint propagation, one 9x9 puzzle per thread: candidate sets as 9-bit masks, naked singles and hidden singles (per row, column and box) applied until nothing changes, givens filtered so that no unit repeats a digit; outputs the grid and the count of cells solved.
// @let P = 1 << 16
// @buf raw u8[P * 81] uniform(0, 12)
// @buf grid u8[P * 81] zero
// @buf solved i32[P] zero
// @launch propagate grid(cdiv(P, 128)) block(128) args(raw, grid, solved, i32(P))
// @check grid exact
// @check solved exact
#include <cstdint>

__device__ __forceinline__ int box_of(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }

__global__ void propagate(const uint8_t *__restrict__ raw, uint8_t *__restrict__ out, int *__restrict__ solved, int puzzles) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= puzzles) return;
  uint16_t row[9] = {}, col[9] = {}, box[9] = {};
  uint8_t g[81];
  // Givens: a raw value 1..9 (three cells in four try) that does not clash
  // with an earlier given.
  for (int c = 0; c < 81; ++c) {
    int v = raw[size_t(p) * 81 + c];
    uint16_t bit = v >= 1 && v <= 9 ? uint16_t(1u << (v - 1)) : 0;
    if (bit && !((row[c / 9] | col[c % 9] | box[box_of(c)]) & bit)) {
      g[c] = uint8_t(v);
      row[c / 9] |= bit;
      col[c % 9] |= bit;
      box[box_of(c)] |= bit;
    } else {
      g[c] = 0;
    }
  }
  int filled = 0;
  for (bool changed = true; changed;) {
    changed = false;
    // Naked singles: a cell with exactly one candidate.
    for (int c = 0; c < 81; ++c) {
      if (g[c]) continue;
      unsigned cand = ~unsigned(row[c / 9] | col[c % 9] | box[box_of(c)]) & 0x1ffu;
      if (__popc(cand) == 1) {
        int v = __ffs(cand);
        g[c] = uint8_t(v);
        row[c / 9] |= cand;
        col[c % 9] |= cand;
        box[box_of(c)] |= cand;
        ++filled;
        changed = true;
      }
    }
    // Hidden singles in rows: a digit that fits only one cell of the row.
    for (int r = 0; r < 9; ++r) {
      for (int d = 0; d < 9; ++d) {
        unsigned bit = 1u << d;
        if (row[r] & bit) continue;
        int where = -1, count = 0;
        for (int k = 0; k < 9; ++k) {
          int c = r * 9 + k;
          if (!g[c] && !((col[k] | box[box_of(c)]) & bit)) {
            where = c;
            ++count;
          }
        }
        if (count == 1) {
          g[where] = uint8_t(d + 1);
          row[r] |= bit;
          col[where % 9] |= bit;
          box[box_of(where)] |= bit;
          ++filled;
          changed = true;
        }
      }
    }
  }
  for (int c = 0; c < 81; ++c) out[size_t(p) * 81 + c] = g[c];
  solved[p] = filled;
}
