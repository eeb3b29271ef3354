# Lambda and class shapes and look-alikes, repeated N times one after another (test/Reliability/lambda-depth.test):
# the lambda depth kilnc counts on the token stream must come back to 0 after each.
import sys
n = int(sys.argv[1])
head = r'''
struct Pair { int a, b; };
struct Vec { float v[4]; __device__ float &operator[](int i) { return v[i]; } };
struct Holder { int x; __device__ Holder(int v) : x(v) {} };
template <typename F> __device__ int apply(F f) { return f(1); }
__device__ Pair makePair(int i) { return Pair{i, i + 1}; }
#define CALL(x) [&]() { return x; }()
'''
body = r'''
  {
    Holder h([&] { return t; }());
    for (auto f = [&](int x) { return x + t; }; f(0) < 0;) {}
    auto g = []<typename T>(T x) { return x; };
    acc += g(1) + apply([&](int x) -> int { return x * t; });
    auto [a, b] = makePair(t);
    auto [c, d] = Pair{a, b};
    acc += c + d;
    Vec v{}; v[0] = 1; acc += (int)v[0];
    int arr[3] = {[0] = 1, [2] = 3};
    acc += arr[t % 3];
    if (t > 0) [[likely]] { acc += 1; }
    acc += CALL(CALL(t));
    int *p = new int[2]; p[1] = t; acc += p[1]; delete[] p;
    acc += [=]() mutable noexcept { return t; }();
    acc += [&]() constexpr { return 2; }();
    struct Local { int v; struct Inner { int w; } in; };
    Local l{t, {t}}; acc += l.v + l.in.w;
    struct Pair q = {1, 2}; acc += q.a;
    union U { int i; float f; } u; u.i = t; acc += u.i;
    acc += [&]<class T>(T x) { return x; }(t);
  }
'''
print(head + 'extern "C" __global__ void k(int *out) {\n  int t = threadIdx.x;\n  int acc = 0;\n' + body * n + '  out[t] = acc;\n}\n')
