// C++ object lifetimes and dispatch the frontend used to refuse or get wrong (checked on the
// GPU by construct_language.cpp): temporaries destroyed at the end of their full-expression
// (by-value arguments, conditional ones, one a reference extends), objects declared in a
// while/for condition (made and destroyed every iteration), goto out of scopes, pointers to
// member functions (virtual and not, converted along a hierarchy), classes with several
// polymorphic bases (this-adjusting thunks, delete through the second base), and a diamond of
// virtual bases (one shared base built by the most-derived class, virtual thunks).
// Every kernel writes each thread's event log: constructors log 100 + id, destructors id.

struct Rec {
  int *log;
  int *n;
  int id;
  __device__ Rec(int *l, int *c, int i) : log(l), n(c), id(i) { log[(*n)++] = 100 + id; }
  __device__ Rec(const Rec &o) : log(o.log), n(o.n), id(o.id + 10) { log[(*n)++] = 100 + id; }
  __device__ ~Rec() { log[(*n)++] = id; }
  __device__ int value() const { return id; }
  __device__ int plus(const Rec &o) const { return id + o.id; }
};

// A by-value parameter is the caller's temporary (Itanium): its destructor sees the change.
__device__ __noinline__ int take(Rec r) {
  r.id += 50;
  return r.id;
}

extern "C" __global__ void temporaries(int *out, int *lens, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int *log = out + t * 32;
  int len = 0;
  int a = Rec(log, &len, 1).plus(Rec(log, &len, 2)); // 101 102, then 2 1
  log[len++] = 900 + a;
  int b = take(Rec(log, &len, 3)); // 103, then 53
  log[len++] = 900 + b;
  int c = (t & 1) ? Rec(log, &len, 4).value() : 7; // odd threads: 104 4
  log[len++] = 900 + c;
  {
    const Rec &r = Rec(log, &len, 5); // lives until the block ends
    log[len++] = 900 + r.value();
  }
  lens[t] = len;
}

// A cursor over the first `left` elements: declared in the loop's condition.
struct Cursor {
  int *log;
  int *n;
  int left;
  __device__ Cursor(int *l, int *c, int k) : log(l), n(c), left(k) { log[(*n)++] = 200 + k; }
  __device__ ~Cursor() { log[(*n)++] = 300 + left; }
  __device__ explicit operator bool() const { return left > 0; }
};

extern "C" __global__ void conditions(int *out, int *lens, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int *log = out + t * 32;
  int len = 0;
  int k = 3 + (t & 1);
  while (Cursor c = Cursor(log, &len, k)) {
    --k;
    if (k == 2)
      continue; // destroys c
    log[len++] = 400 + k;
  }
  for (int i = 0; Cursor c = Cursor(log, &len, 2 - i); ++i) {
    if (i == 1)
      break; // destroys c
  }
  if (Cursor c = Cursor(log, &len, t & 1))
    log[len++] = 500;
  else
    log[len++] = 501;
  lens[t] = len;
}

extern "C" __global__ void gotos(int *out, int *lens, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  int *log = out + t * 32;
  int len = 0;
  int tries = 0;
again:
  {
    Rec outer(log, &len, 1);
    {
      Rec inner(log, &len, 2);
      if (++tries < 2 + (t & 1))
        goto again; // destroys inner, then outer
      if (t & 2)
        goto done; // destroys inner, then outer
    }
    log[len++] = 600;
  }
done:
  log[len++] = 700 + tries;
  lens[t] = len;
}

// Pointers to member functions: a dispatch table of per-op members.
struct Ops {
  float scale;
  __device__ float add(float a, float b) const { return a + b; }
  __device__ float mul(float a, float b) const { return a * b * scale; }
  __device__ virtual float pick(float a, float b) const { return a > b ? a : b; }
};
struct MinOps : Ops {
  __device__ float pick(float a, float b) const override { return a < b ? a : b; }
};
struct Pad { // polymorphic too: MinOps is the second base, 24 bytes in
  float pad[3];
  __device__ virtual float level() const { return pad[0]; }
};
struct Mixed : Pad, MinOps {
  __device__ float sub(float a, float b) const { return a - b; }
};

extern "C" __global__ void member_calls(const float *x, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  typedef float (Ops::*Op)(float, float) const;
  Op table[3] = {&Ops::add, &Ops::mul, &Ops::pick};
  Ops plain;
  plain.scale = 2.0f;
  MinOps small;
  small.scale = 3.0f;
  const Ops *obj = (t & 1) ? &small : &plain;
  Op f = table[t % 3];
  float r = (obj->*f)(x[t], 1.5f); // virtual pick dispatches on the object
  // A base's member widened to the derived class (adj moves this to the base).
  typedef float (Mixed::*MOp)(float, float) const;
  Mixed m;
  m.scale = 0.5f;
  MOp g = (t & 4) ? MOp(&Ops::mul) : &Mixed::sub;
  float s = (m.*g)(x[t], 2.0f);
  out[2 * t] = r;
  out[2 * t + 1] = s + (f == &Ops::pick ? 100.0f : 0.0f) + (g ? 0.0f : 1000.0f);
}

// Tail padding reuse (Itanium): a base that is not a POD lends the bytes after
// its data to the derived class (kilnc laid such bases out at their full
// size, shifting what followed: Mixed's second vptr was stored misaligned).
struct Counted {
  __device__ Counted() : count(0), flag(0) {}
  int count;
  char flag;
};
struct Small : Counted { // extra at 5, sizeof 8
  char extra;
};
struct Poly {
  __device__ virtual int kind() const { return 1; }
  int value;
};
struct Tagged : Poly { // tag at 12, sizeof 16
  int tag;
  __device__ int kind() const override { return 2; }
};
struct PadTagged : Pad, Tagged {}; // Tagged at 24, sizeof 40

extern "C" __global__ void tail_padding(Small *small, unsigned char *bytes, int *kinds, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  Small s;
  s.count = t;
  s.extra = char(t & 0x7f);
  small[t] = s;
  PadTagged b;
  b.pad[0] = float(t);
  b.value = 3 * t;
  b.tag = -t;
  const unsigned char *raw = reinterpret_cast<const unsigned char *>(&b);
  for (int i = 0; i < int(sizeof(PadTagged)); ++i)
    bytes[sizeof(PadTagged) * t + i] = raw[i];
  const Poly *p = &b; // through the vptr at 24
  kinds[t] = p->kind() * 10000 + int(sizeof(Small)) * 100 + int(sizeof(PadTagged));
}

// Several polymorphic bases: the second base's overriders go through thunks.
struct Named {
  int tag;
  __device__ virtual ~Named() {}
  __device__ virtual int name() const { return tag; }
};
struct Scored {
  float weight;
  __device__ virtual ~Scored() {}
  __device__ virtual float score(float v) const { return v; }
  __device__ virtual float bias() const { return 0.0f; }
};
struct Item : Named, Scored {
  int *log;
  __device__ Item(int t, float w, int *l) : log(l) {
    tag = t;
    weight = w;
  }
  __device__ ~Item() override { log[0] += 1; }
  __device__ int name() const override { return tag * 10; }
  __device__ float score(float v) const override { return v * weight + float(tag); }
};

extern "C" __global__ void several_bases(const float *x, float *out, int *deleted, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  Item *item = new Item(t, 0.25f, deleted + t);
  Scored *s = item; // the second base: this moves by its offset
  Named *nm = item;
  out[3 * t] = s->score(x[t]) + s->bias();
  out[3 * t + 1] = float(nm->name());
  Scored *none = (t < 0) ? item : nullptr; // a null upcast stays null
  out[3 * t + 2] = none == nullptr ? 1.0f : 0.0f;
  delete s; // ~Item through the thunk, then free of the whole object
}

// A diamond of virtual bases (Itanium: VJoin holds one VBase, at 32): VBase is built by VJoin
// alone (VLeft's and VRight's initializers of it are skipped), calls through the virtual base
// reach overriders through virtual thunks, and delete through it destroys VBase once.
struct VBase {
  int a;
  int *log;
  __device__ VBase(int v, int *l) : a(v), log(l) {}
  __device__ virtual ~VBase() { log[0] += 1; }
  __device__ virtual int f() const { return a; }
};
struct VLeft : virtual VBase {
  int b;
  __device__ VLeft(int v, int *l) : VBase(-1, l), b(v) {}
  __device__ int f() const override { return a * 10 + b; }
};
struct VRight : virtual VBase {
  int c;
  __device__ VRight(int v, int *l) : VBase(-2, l), c(v) {}
  __device__ virtual int g() const { return c; }
};
struct VJoin : VLeft, VRight {
  int d;
  __device__ VJoin(int t, int *l) : VBase(t, l), VLeft(t + 1, l), VRight(t + 2, l), d(t + 3) {}
  __device__ int g() const override { return d + a; }
};

extern "C" __global__ void virtual_bases(int *out, int *destroyed, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  VJoin *j = new VJoin(t, destroyed + t);
  VBase *vb = j;
  VRight *r = j;
  out[6 * t] = vb->a;
  out[6 * t + 1] = vb->f();
  out[6 * t + 2] = r->g() + r->a;
  out[6 * t + 3] = int((char *)vb - (char *)j);
  VRight *none = t < 0 ? j : nullptr;
  VBase *nb = none; // a null pointer stays null through the vbase offset
  out[6 * t + 4] = nb == nullptr;
  VLeft left(t, destroyed + t); // a complete VLeft builds its own VBase(-1)
  out[6 * t + 5] = left.f();
  delete vb;
}
