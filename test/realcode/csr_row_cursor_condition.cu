// @realcode CSR sparse matrix-vector products whose row traversal is a cursor declared in the loop condition, as graph and sparse libraries with iterator-style device helpers write it: `while (Chunk c = row.next())` hands out up to four nonzeros at a time, and each chunk's destructor flushes its partial sum into the row accumulator (a write-back buffer, destroyed every iteration, on `continue`, and when the row is exhausted); a `for` loop with a condition-declared window over the row for a max-abs scan, and an `if` with a declared cursor for the diagonal lookup.
// @let ROWS = 1 << 18
// @let COLS = 1 << 18
// @let MAXLEN = 48
// @buf rowptr i32[ROWS + 1] rowptr(MAXLEN)
// @buf colidx i32[ROWS * MAXLEN] uniform(0, COLS)
// @buf vals f32[ROWS * MAXLEN] uniform(-1, 1)
// @buf x f32[COLS] uniform(-1, 1)
// @buf y f32[ROWS] zero
// @buf rowmax f32[ROWS] zero
// @buf diag f32[ROWS] zero
// @launch spmv_chunked grid(cdiv(ROWS, 128)) block(128) args(rowptr, colidx, vals, x, y, rowmax, diag, i32(ROWS))
// @check y abs=1e-4 rel=1e-5
// @check rowmax exact
// @check diag exact

struct Chunk {
  const int *col;
  const float *val;
  int len;
  float *sink;     // the row's accumulator
  float partial;   // this chunk's sum, flushed when the chunk goes away
  __device__ Chunk(const int *c, const float *v, int l, float *s) : col(c), val(v), len(l), sink(s), partial(0.0f) {}
  __device__ ~Chunk() { *sink += partial; }
  __device__ explicit operator bool() const { return len > 0; }
};

struct RowCursor {
  const int *col;
  const float *val;
  int k, end;
  float *acc;
  __device__ Chunk next() {
    int take = min(4, end - k);
    Chunk c(col + k, val + k, take, acc);
    k += take;
    return c;
  }
};

struct Window {
  const float *p;
  int n;
  __device__ Window(const float *q, int m) : p(q), n(m) {}
  __device__ ~Window() {}
  __device__ explicit operator bool() const { return n > 0; }
};

__device__ int find_col(const int *col, int n, int want) {
  for (int j = 0; j < n; ++j)
    if (col[j] == want) return j;
  return -1;
}

__global__ void spmv_chunked(const int *__restrict__ rowptr, const int *__restrict__ colidx,
                             const float *__restrict__ vals, const float *__restrict__ x,
                             float *__restrict__ y, float *__restrict__ rowmax, float *__restrict__ diag,
                             int rows) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  int b = rowptr[r], e = rowptr[r + 1];
  float acc = 0.0f;
  RowCursor row{colidx, vals, b, e, &acc};
  while (Chunk c = row.next()) {
    if (c.len < 4 && (r & 1)) {
      // Short tail on odd rows: summed in reverse, then `continue` (the chunk still flushes).
      for (int j = c.len - 1; j >= 0; --j) c.partial += c.val[j] * __ldg(&x[c.col[j]]);
      continue;
    }
    for (int j = 0; j < c.len; ++j) c.partial += c.val[j] * __ldg(&x[c.col[j]]);
  }
  y[r] = acc;

  float m = 0.0f;
  for (int k = b; Window w = Window(vals + k, min(8, e - k)); k += 8)
    for (int j = 0; j < w.n; ++j) m = fmaxf(m, fabsf(w.p[j]));
  rowmax[r] = m;

  if (Window w = Window(vals + b, e - b)) {
    int j = find_col(colidx + b, e - b, r % 1024);
    diag[r] = j >= 0 ? w.p[j] : 0.0f;
  } else {
    diag[r] = -1.0f;
  }
}
