// Plain C++ shared by the construct kernels (compiled for the device by kilnc or nvcc) and the
// host suite (the CPU reference). KILN_HD marks the functions __device__ on the device side only.
#pragma once
#ifdef __CUDACC__
#define KILN_HD __device__
#else
#define KILN_HD
#endif

namespace logic {

enum class Op : unsigned char { add = 0, sub = 1, mul = 2, shl = 3, neg = 4 };

// Eight integer operations per input pair, in the integer type T (with C++'s promotions).
template <class T>
KILN_HD inline void int_ops(T a, T b, T* out) {
  out[0] = T(a + b);
  out[1] = T(a - b);
  out[2] = T(a * b);
  out[3] = b != 0 ? T(a / b) : T(0);
  out[4] = b != 0 ? T(a % b) : T(0);
  out[5] = T(a >> 3);
  out[6] = T((unsigned long long)a << 2);
  out[7] = T((a < b) + 2 * (a == b) + 4 * (a >= b) + 8 * (a ^ b) - (~a & b) + (a | 1));
}

// Control flow: every statement form; returns a number that depends on all of them.
KILN_HD inline int classify(int x) {
  if (x < -100) return -1;  // return from the middle
  int r = 0;
  if (x % 3 == 0) r += 1;
  else if (x % 3 == 1 || x % 3 == -1) r += 2;
  else r += 3;
  for (int i = 0; i < 20; ++i) {
    if (i == (x & 15)) break;
    if (i % 2) continue;
    r += i;
  }
  int w = x;
  while (w > 10) w /= 3;
  r += w;
  int d = 0;
  do {
    d += 2;
  } while (d < (x & 7));
  r += d;
  switch (x & 7) {
    case 0: r += 100; break;
    case 1: r += 200;  // falls through
    case 2: r += 300; break;
    case 5: { int t = r * 2; r = t - r; } break;
    default: r -= 1;
  }
  r += x > 0 ? 7 : -7;
  return r;
}

// Short-circuit: the right-hand side runs only when it must (its side effect counts).
KILN_HD inline int touch(int& counter, bool v) {
  ++counter;
  return v;
}
KILN_HD inline int short_circuit(int x) {
  int counter = 0;
  bool a = (x > 0) && touch(counter, x % 2 == 0);
  bool b = (x < 5) || touch(counter, x % 3 == 0);
  bool c = a && b && touch(counter, true);
  return counter * 8 + a * 4 + b * 2 + c;
}

KILN_HD inline int nested_loops(int x) {
  int s = 0;
  for (int i = 0; i < 5; ++i) {
    for (int j = 0; j < 5; ++j) {
      if (j > i) break;
      if ((i + j + x) % 3 == 0) continue;
      s += i * j + x;
    }
    if (s > 1000) goto done;
  }
  s += 1;
done:
  return s;
}

}  // namespace logic
