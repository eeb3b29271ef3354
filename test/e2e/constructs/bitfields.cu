// Bit-fields as kernels use them (checked on the GPU by construct_language.cpp against the same
// structs in host C++): packed flags and small counters, structs passed from the host, signed
// and unsigned fields, bool fields, compound assignment and increments, bit-fields in unions,
// in shared memory and in __constant__ initialisers. The layout is the host ABI's.

// A packed particle record: position quantised to 10 bits, a signed velocity, flags.
struct PackedParticle {
  unsigned x : 10;
  unsigned y : 10;
  int vx : 6; // -32..31
  int vy : 6;
  bool alive : 1;
  bool hot : 1;
  unsigned species : 3;
  unsigned long long energy : 40;
  unsigned short tag;
};
static_assert(sizeof(PackedParticle) == 16 && alignof(PackedParticle) == 8, "host layout");

// One time step: move, bounce at the walls, age the energy, count hot particles.
extern "C" __global__ void step_particles(PackedParticle *ps, int n, unsigned *hot) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  PackedParticle p = ps[i];
  if (!p.alive) {
    ps[i] = p;
    return;
  }
  int nx = int(p.x) + p.vx, ny = int(p.y) + p.vy;
  if (nx < 0 || nx > 1023) {
    p.vx = -p.vx;
    nx = nx < 0 ? -nx : 2046 - nx;
  }
  if (ny < 0 || ny > 1023) {
    p.vy = -p.vy;
    ny = ny < 0 ? -ny : 2046 - ny;
  }
  p.x = nx;
  p.y = ny;
  p.energy -= p.energy >> 4;
  p.energy += p.species;
  p.hot = p.energy > 1000000;
  p.tag++;
  if (p.energy < 16)
    p.alive = false;
  ps[i] = p;
  if (p.hot)
    atomicAdd(hot, 1u);
}

// Per-field updates in place through a pointer (read-modify-write of one field at a time).
extern "C" __global__ void bump_fields(PackedParticle *ps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  PackedParticle *p = &ps[i];
  p->species += 3;     // wraps modulo 8
  p->vx -= 5;          // signed: wraps within -32..31
  p->vy++;
  p->x |= 1;
  p->y ^= 0x3ff;
  p->energy <<= 1;     // 40 bits: high bits fall off
  p->hot = !p->hot;
}

// Decoding an instruction word: signed immediates through bit-fields of a union.
union Instr {
  unsigned word;
  struct {
    unsigned op : 6;
    unsigned rd : 5;
    unsigned rs : 5;
    int imm : 16;
  } i;
  struct {
    unsigned op : 6;
    int target : 26;
  } j;
};
static_assert(sizeof(Instr) == 4, "host layout");

extern "C" __global__ void decode(const unsigned *words, int *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  Instr in;
  in.word = words[t];
  out[4 * t + 0] = in.i.op;
  out[4 * t + 1] = in.i.rd + 32 * in.i.rs;
  out[4 * t + 2] = in.i.imm;
  out[4 * t + 3] = in.j.target;
}

// Encoding: writing fields of a zero-initialised word, with a zero-width bit-field and
// an unnamed padding field in between.
struct Header {
  unsigned version : 4;
  unsigned : 4;
  unsigned flags : 8;
  unsigned : 0;
  unsigned length : 20;
  unsigned checksum : 12;
};
static_assert(sizeof(Header) == 8, "host layout");

extern "C" __global__ void encode(const int *lengths, Header *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  Header h{};
  h.version = 3;
  h.flags = t & 0xff;
  h.length = lengths[t];
  h.checksum = (h.version + h.flags + h.length) & 0xfff;
  out[t] = h;
}

// Bit-fields in shared memory: per-warp flag words one lane sets and every lane reads.
struct WarpFlags {
  unsigned any_negative : 1;
  unsigned all_small : 1;
  unsigned count : 6;
  unsigned warp : 5;
};

extern "C" __global__ void warp_flags(const int *in, unsigned *out) {
  __shared__ WarpFlags flags[8];
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  int v = in[blockIdx.x * blockDim.x + t];
  unsigned neg = __ballot_sync(0xffffffffu, v < 0);
  unsigned small = __ballot_sync(0xffffffffu, v > -100 && v < 100);
  if (lane == 0) {
    flags[warp].any_negative = neg != 0;
    flags[warp].all_small = small == 0xffffffffu;
    flags[warp].count = __popc(neg) & 63;
    flags[warp].warp = warp;
  }
  __syncthreads();
  WarpFlags f = flags[(warp + 1) % (blockDim.x / 32)];
  out[blockIdx.x * blockDim.x + t] = f.any_negative + 2 * f.all_small + 4 * f.count + 256 * f.warp;
}

// A constant table of packed entries.
struct Op {
  unsigned code : 3;
  int delta : 5;
  bool wide : 1;
};
__constant__ Op program[4] = {{1, -3, false}, {2, 7, true}, {5, -16, false}, {7, 15, true}};

extern "C" __global__ void run_program(const int *in, int *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int acc = in[t];
  for (int k = 0; k < 4; ++k) {
    Op op = program[k];
    acc = op.wide ? acc * int(op.code) + op.delta : acc + op.delta * int(op.code);
  }
  out[t] = acc;
}
