// @realcode Per-thread expression strings built and evaluated by mutually recursive device functions: a recursive generator writes a random arithmetic expression (+, -, *, unary minus, parentheses, decimal literals) into a per-thread slot from a hash-seeded state, and a recursive-descent parser (expr -> term -> unary -> primary -> expr) with a cursor struct passed by reference evaluates it in wrapping 32-bit arithmetic, flagging syntax errors; the call graph is a cycle, so the host raises the stack limit.
// @let T = 1 << 16
// @let SLOT = 256
// @buf text u8[T * SLOT] zero
// @buf lengths i32[T] zero
// @buf values i32[T] zero
// @buf errors i32[T] fill(-1)
// @stack 4096
// @launch generate_expressions grid(T / 128) block(128) args(text, lengths, i32(T), u32(2024))
// @launch evaluate_expressions grid(T / 128) block(128) args(text, values, errors, i32(T))
// @check text exact
// @check lengths exact
// @check values exact
// @check errors exact

#define SLOT_BYTES 256
#define MAX_DEPTH 5

struct Rng {
  unsigned s;
  __device__ unsigned next() {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  }
};

struct Writer {
  char *buf;
  int len;
  __device__ bool put(char c) {
    if (len >= SLOT_BYTES - 1) return false;
    buf[len++] = c;
    return true;
  }
};

__device__ void gen_expr(Rng &rng, Writer &w, int depth);

__device__ void gen_number(Rng &rng, Writer &w) {
  unsigned v = rng.next() % 1000;
  char digits[4];
  int n = 0;
  do {
    digits[n++] = '0' + v % 10;
    v /= 10;
  } while (v);
  while (n) w.put(digits[--n]);
}

__device__ void gen_primary(Rng &rng, Writer &w, int depth) {
  unsigned pick = rng.next() % 8;
  if (depth >= MAX_DEPTH || pick < 4) {
    gen_number(rng, w);
  } else if (pick < 6) {
    w.put('(');
    gen_expr(rng, w, depth + 1);
    w.put(')');
  } else {
    w.put('-');
    gen_primary(rng, w, depth + 1);
  }
}

__device__ void gen_expr(Rng &rng, Writer &w, int depth) {
  gen_primary(rng, w, depth);
  int terms = rng.next() % 4;
  for (int i = 0; i < terms; i++) {
    const char ops[3] = {'+', '-', '*'};
    w.put(ops[rng.next() % 3]);
    gen_primary(rng, w, depth + 1);
  }
}

__global__ void generate_expressions(char *text, int *lengths, int count, unsigned seed) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= count) return;
  Rng rng{(seed ^ (unsigned)t * 0x9E3779B9u) | 1u};
  Writer w{text + (size_t)t * SLOT_BYTES, 0};
  gen_expr(rng, w, 0);
  w.buf[w.len] = '\0';
  lengths[t] = w.len;
}

// ---- evaluation ----
struct Cursor {
  const char *p;
  bool error;
};

__device__ int parse_expr(Cursor &c);

__device__ int parse_primary(Cursor &c) {
  if (*c.p == '(') {
    ++c.p;
    int v = parse_expr(c);
    if (*c.p != ')') {
      c.error = true;
      return 0;
    }
    ++c.p;
    return v;
  }
  if (*c.p < '0' || *c.p > '9') {
    c.error = true;
    return 0;
  }
  unsigned v = 0;
  while (*c.p >= '0' && *c.p <= '9') v = v * 10u + (unsigned)(*c.p++ - '0');
  return (int)v;
}

__device__ int parse_unary(Cursor &c) {
  if (*c.p == '-') {
    ++c.p;
    return (int)(0u - (unsigned)parse_unary(c));
  }
  return parse_primary(c);
}

__device__ int parse_term(Cursor &c) {
  unsigned v = (unsigned)parse_unary(c);
  while (*c.p == '*' && !c.error) {
    ++c.p;
    v *= (unsigned)parse_unary(c);
  }
  return (int)v;
}

__device__ int parse_expr(Cursor &c) {
  unsigned v = (unsigned)parse_term(c);
  while ((*c.p == '+' || *c.p == '-') && !c.error) {
    char op = *c.p++;
    unsigned rhs = (unsigned)parse_term(c);
    v = op == '+' ? v + rhs : v - rhs;
  }
  return (int)v;
}

__global__ void evaluate_expressions(const char *__restrict__ text, int *__restrict__ values,
                                     int *__restrict__ errors, int count) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= count) return;
  Cursor c{text + (size_t)t * SLOT_BYTES, false};
  int v = parse_expr(c);
  if (*c.p != '\0') c.error = true;  // trailing garbage, e.g. a truncated slot
  values[t] = c.error ? 0 : v;
  errors[t] = c.error;
}
