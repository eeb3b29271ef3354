// Templates (a C++ kernel template, looked up by its mangled name), constexpr, if constexpr,
// lambdas (by value and by reference, generic, passed to templates), functors, classes with
// constructors, methods and operators, range-for, variadic templates.

template <class T>
__global__ void tmpl_axpy(T a, const T* x, T* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
template __global__ void tmpl_axpy<int>(int, const int*, int*, int);
template __global__ void tmpl_axpy<float>(float, const float*, float*, int);

constexpr int factorial(int k) { return k <= 1 ? 1 : k * factorial(k - 1); }
constexpr int kTable = factorial(4);  // 24, a compile-time array size

template <int N, class T>
__device__ T power(T x) {
  if constexpr (N == 0) return T(1);
  else return x * power<N - 1>(x);
}

template <class... Ts>
__device__ long long sum_all(Ts... xs) {
  return (0LL + ... + (long long)xs);
}

struct Vec2 {
  int x, y;
  __device__ Vec2(int a, int b) : x(a), y(b) {}
  __device__ Vec2 operator+(const Vec2& o) const { return Vec2(x + o.x, y + o.y); }
  __device__ Vec2& operator*=(int k) {
    x *= k;
    y *= k;
    return *this;
  }
  __device__ int dot(const Vec2& o) const { return x * o.x + y * o.y; }
  static constexpr int kDims = 2;
};

struct Scale {
  int k;
  __device__ int operator()(int v) const { return v * k; }
};

template <class F>
__device__ int apply_twice(F f, int v) {
  return f(f(v));
}

extern "C" __global__ void templates_lambdas(const int* in, long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = in[i];
  int table[kTable];
  for (int k = 0; k < kTable; ++k) table[k] = k * x;
  int acc = 0;
  auto add = [&acc](int v) { acc += v; };  // by reference
  for (int v : table) add(v);              // range-for
  int offset = 3;
  auto shift = [offset](int v) { return v + offset; };  // by value
  offset = 100;                                          // the copy keeps 3
  auto generic = [](auto a, auto b) { return a * b; };
  Vec2 p(x, 2), q(1, x);
  Vec2 r = p + q;
  r *= 3;
  long long* o = out + 8 * i;
  o[0] = acc;
  o[1] = apply_twice(shift, x);
  o[2] = apply_twice(Scale{-2}, x);
  o[3] = power<3>((long long)x) + (long long)power<2>(1.5f * 2);
  o[4] = sum_all(x, 2u, (short)-3, 4LL, (unsigned char)250);
  o[5] = generic(x, 7) + (long long)generic(0.5, 4.0);
  o[6] = r.dot(p) * Vec2::kDims;
  o[7] = [&]() { return x > 0 ? x * kTable : -x; }();  // immediately invoked
}
