// Types: every integer width, bool, float, double, _Float16, __bf16, pointers, fixed arrays,
// structs passed by value (host layout), enums, references.
#include <stdint.h>

#include "logic.hpp"

#define INT_KERNEL(NAME, T)                                                                   \
  extern "C" __global__ void NAME(const T* a, const T* b, T* out, int n) {                   \
    int i = blockIdx.x * blockDim.x + threadIdx.x;                                            \
    if (i < n) logic::int_ops<T>(a[i], b[i], out + 8 * i);                                    \
  }
INT_KERNEL(ints_i8, int8_t)
INT_KERNEL(ints_u8, uint8_t)
INT_KERNEL(ints_i16, int16_t)
INT_KERNEL(ints_u16, uint16_t)
INT_KERNEL(ints_i32, int32_t)
INT_KERNEL(ints_u32, uint32_t)
INT_KERNEL(ints_i64, int64_t)
INT_KERNEL(ints_u64, uint64_t)

// bool in memory and as a parameter.
extern "C" __global__ void bools(const bool* a, const bool* b, bool* out, bool flip, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  bool x = a[i], y = b[i];
  out[4 * i + 0] = x && y;
  out[4 * i + 1] = x || y;
  out[4 * i + 2] = (x != y) != flip;
  out[4 * i + 3] = !x;
}

// float and double arithmetic and conversions, in the order the host does them.
extern "C" __global__ void floats(const float* x, const double* y, float* fo, double* dout, long long* io, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i];
  double b = y[i];
  fo[6 * i + 0] = a + 1.5f;
  fo[6 * i + 1] = a * a - 3.0f;
  fo[6 * i + 2] = a / 7.0f;
  fo[6 * i + 3] = (float)b;
  fo[6 * i + 4] = (float)(int)a;
  fo[6 * i + 5] = (float)(unsigned)(a < 0 ? -a : a) + (float)(long long)(b * 1000.0);
  dout[4 * i + 0] = b * b + (double)a;
  dout[4 * i + 1] = b / 3.0 - 1.0;
  dout[4 * i + 2] = (double)(long long)(b * 1e6);
  dout[4 * i + 3] = (double)(unsigned long long)(b < 0 ? -b : b) * 0.5;
  io[2 * i + 0] = (long long)(b * 1e6);
  io[2 * i + 1] = (int)(a * 100.0f);
}

// A struct passed by value: padding, a nested struct, an array member, a base class.
struct Inner {
  short s;
  double d;
};
struct Base {
  char tag;
};
struct Params : Base {
  int8_t small;
  long long big;
  float f;
  Inner in;
  int arr[3];
  bool flag;
  unsigned short tail;
  __device__ double sum() const { return tag + small + big + f + in.s + in.d + arr[0] + arr[1] + arr[2] + flag + tail; }
};
struct alignas(16) Aligned {
  float v[3];
  int k;
};

extern "C" __global__ void struct_params(Params p, Aligned q, int pad, double* out) {
  if (threadIdx.x != 0 || blockIdx.x != 0) return;
  out[0] = p.tag;
  out[1] = p.small;
  out[2] = (double)p.big;
  out[3] = p.f;
  out[4] = p.in.s;
  out[5] = p.in.d;
  out[6] = p.arr[0];
  out[7] = p.arr[1];
  out[8] = p.arr[2];
  out[9] = p.flag;
  out[10] = p.tail;
  out[11] = p.sum();
  out[12] = q.v[0] + q.v[1] + q.v[2];
  out[13] = q.k;
  out[14] = pad;
  out[15] = sizeof(Params) * 1000 + alignof(Params) * 10 + sizeof(Aligned);
}

// Structs in memory: read one, write another (with its padding untouched), through pointers and references.
struct Particle {
  float x, y;
  int id;
  double mass;
};
__device__ void advance(Particle& p, float dt) {
  p.x += dt * p.y;
  p.id += 1;
}
extern "C" __global__ void structs_in_memory(const Particle* in, Particle* out, float dt, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle p = in[i];
  advance(p, dt);
  Particle* dst = out + i;
  *dst = p;
  dst->mass = in[n - 1 - i].mass * 2.0;
}

// enums (scoped and plain), as a parameter and in memory, driving a switch.
enum Color { red = 1, green = 5, blue = 9 };
__device__ int apply(logic::Op op, int a, int b) {
  switch (op) {
    case logic::Op::add: return a + b;
    case logic::Op::sub: return a - b;
    case logic::Op::mul: return a * b;
    case logic::Op::shl: return a << (b & 7);
    default: return -a;
  }
}
extern "C" __global__ void enums(const logic::Op* ops, const int* a, Color c, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = apply(ops[i], a[i], (int)c);
}

// Pointers and arrays: local arrays with dynamic indices, pointer arithmetic and differences,
// references to array elements, a pointer to a pointer.
__device__ void swap_refs(int& a, int& b) {
  int t = a;
  a = b;
  b = t;
}
extern "C" __global__ void arrays_pointers(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int local[8];
  for (int k = 0; k < 8; ++k) local[k] = in[i] * (k + 1);
  swap_refs(local[in[i] & 7], local[0]);
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  const int* p = in + i;
  const int* q = in;
  const int* const* pp = &p;
  int* end = local + 8;
  int s = 0;
  for (int* it = local; it != end; ++it) s += *it;
  out[3 * i + 0] = s + local[(unsigned)in[i] % 8];
  out[3 * i + 1] = (int)(p - q) + **pp + grid[i & 1][i % 3];
  int& last = out[3 * i + 2];
  last = (int)(end - local) * 10 + (int)sizeof(local);
}
