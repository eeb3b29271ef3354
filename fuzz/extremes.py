#!/usr/bin/env python3
"""Hand-written adversarial inputs for kilnc and kiln-opt, by class.

mutate.py edits the project's tests at random; this script writes the inputs a hostile user
(or a hidden fuzz set) would try on purpose, one class at a time:

  literals     huge, negative and overflowing values in __launch_bounds__, array sizes, shifts,
               #pragma unroll counts and __shared__ sizes
  nesting      deep parentheses, blocks, templates, lambdas, ternaries, loops, macros
  chains       enormous switch statements and if/else chains
  recursion    direct and mutual device recursion, recursive templates, recursion with barriers
  unsupported  CUDA and C++ constructs the frontend does not take (each must be a located error)
  targets      every --arch with every --cuda-driver / --ptx-version and every --emit stage
  mlir         invalid MLIR for every simt and tile op (wrong types, missing operands, outside a
               function, bad attributes) through kilnc and kiln-opt

Every input is classified as mutate.py does (a crash, a run over --timeout, an exit-0 PTX that
ptxas rejects, an error without file:line:col). Ends with one line
    fuzz-extremes: N runs, K findings
and exits 1 when K > 0.
"""
import argparse
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutate  # noqa: E402

ARCHES = ["sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a", "sm_100", "sm_100a", "sm_120",
          "sm_120a"]
BIG = ["0", "-1", "-128", "1025", "2147483647", "2147483648", "-2147483648", "4294967295",
       "4294967296", "0x7fffffffffffffff", "18446744073709551615", "(1 << 31)", "(-1u)",
       "99999999999999999999999"]


def kernel(body, attrs="", pre=""):
    return (f"{pre}\nextern \"C\" __global__ void {attrs} k(float *out, const float *in, int n) {{\n"
            f"  int t = threadIdx.x;\n{body}\n}}\n")


def literals():
    for v in BIG:
        yield f"lb-{v}", kernel("out[t] = in[t];", f"__launch_bounds__({v})")
        yield f"lb2-{v}", kernel("out[t] = in[t];", f"__launch_bounds__(256, {v})")
        yield f"lb3-{v}", kernel("out[t] = in[t];", f"__launch_bounds__(128, 1, {v})")
        yield f"shared-{v}", kernel(f"__shared__ float s[{v}]; s[t] = in[t]; __syncthreads(); "
                                    "out[t] = s[0];")
        yield f"local-{v}", kernel(f"float a[{v}]; a[t & 7] = in[t]; out[t] = a[n & 7];")
        yield f"global-{v}", kernel("out[t] = g[t];", pre=f"__device__ float g[{v}];")
        yield f"const-{v}", kernel("out[t] = c[t];", pre=f"__constant__ float c[{v}];")
        yield f"unroll-{v}", kernel(f"float acc = 0;\n#pragma unroll {v}\n"
                                    "  for (int i = 0; i < n; ++i) acc += in[i];\n  out[t] = acc;")
        yield f"unroll-const-{v}", kernel(f"float acc = 0;\n#pragma unroll {v}\n"
                                          "  for (int i = 0; i < 100000; ++i) acc += in[i];\n"
                                          "  out[t] = acc;")
        for ty in ["int", "unsigned", "long long", "unsigned long long", "__int128", "short"]:
            yield f"shl-{ty}-{v}", kernel(f"out[t] = (float)(({ty})t << {v}) + (float)(({ty})1 >> {v});")
        yield f"shift-const-{v}", kernel(f"constexpr long long s = 1ll << {v}; out[t] = s;")
        yield f"dyn-{v}", kernel(f"extern __shared__ float d[]; d[{v}] = in[t]; out[t] = d[t];")
    yield "unroll-template", kernel("out[t] = f<2147483647>(in, n);", pre=(
        "template <int U> __device__ float f(const float *in, int n) { float a = 0;\n"
        "#pragma unroll U\n for (int i = 0; i < n; ++i) a += in[i]; return a; }"))
    yield "unroll-neg-template", kernel("out[t] = f<-5>(in, n);", pre=(
        "template <int U> __device__ float f(const float *in, int n) { float a = 0;\n"
        "#pragma unroll U\n for (int i = 0; i < n; ++i) a += in[i]; return a; }"))
    yield "unroll-full-huge-trip", kernel("float a = 0;\n#pragma unroll\n"
                                          "  for (long long i = 0; i < 4000000000ll; ++i) a += in[i & 7];\n"
                                          "  out[t] = a;")
    yield "big-float-literals", kernel("out[t] = 1e999f + 1e-999 + 0x1p99999f;")
    yield "int-literal-overflow", kernel("out[t] = 999999999999999999999999999999999999;")
    yield "char-array-huge-init", kernel("out[t] = s[t];", pre="__device__ char s[] = \"" + "a" * 200000 + "\";")
    yield "shared-2d-overflow", kernel("__shared__ float s[65536][65536]; s[t][t] = 1; out[t] = s[1][t];")
    yield "shared-sum-over-48k", kernel("__shared__ float a[8192]; __shared__ float b[8192]; "
                                        "a[t] = in[t]; b[t] = in[t]; __syncthreads(); out[t] = a[1] + b[2];")
    yield "params-huge", ("struct P { float v[20000]; };\n"
                          "extern \"C\" __global__ void k(P p, float *o) { o[threadIdx.x] = p.v[threadIdx.x]; }\n")
    yield "params-9k", ("struct P { float v[2300]; };\n"
                        "extern \"C\" __global__ void k(P p, float *o) { o[threadIdx.x] = p.v[threadIdx.x]; }\n")
    yield "cluster-dims-huge", ("extern \"C\" __global__ void __cluster_dims__(65536, 1, 1) "
                                "k(float *o) { o[threadIdx.x] = 1; }\n")
    yield "cluster-dims-neg", ("extern \"C\" __global__ void __cluster_dims__(-2, 0, 1) "
                               "k(float *o) { o[threadIdx.x] = 1; }\n")
    yield "maxnreg-huge", ("extern \"C\" __global__ void __maxnreg__(100000) k(float *o) "
                           "{ o[threadIdx.x] = 1; }\n")
    yield "maxnreg-neg", ("extern \"C\" __global__ void __maxnreg__(-1) k(float *o) "
                          "{ o[threadIdx.x] = 1; }\n")
    yield "align-huge", kernel("__shared__ __align__(1 << 30) float s[4]; s[t & 3] = 1; out[t] = s[0];")
    yield "vector-huge", kernel("typedef float v __attribute__((ext_vector_type(1 << 20))); v x = {}; "
                                "out[t] = x[t];")
    yield "bitint-huge", kernel("_BitInt(8388608) x = t; out[t] = (float)(x * x);")
    yield "bitint-256", kernel("_BitInt(256) x = t; out[t] = (float)(x * x / 3);")


def nesting():
    for n in [1000, 5000, 10000, 100000]:
        yield f"parens-{n}", kernel("out[t] = " + "(" * n + "in[t]" + ")" * n + ";")
        yield f"blocks-{n}", kernel("{" * n + "out[t] = in[t];" + "}" * n)
    for n in [200, 1000, 5000]:
        yield f"ternary-{n}", kernel("out[t] = " + "".join(f"t == {i} ? in[{i}] : " for i in range(n)) + "0;")
        yield f"if-nest-{n}", kernel("".join(f"if (t > {i}) {{ " for i in range(n)) + "out[t] = 1;" + "}" * n)
        yield f"loop-nest-{n}", kernel("float a = 0;" + "".join(f"for (int i{i} = 0; i{i} < 2; ++i{i}) " for i in range(n))
                                       + "a += 1; out[t] = a;")
        yield f"lambda-nest-{n}", kernel("auto f = " + "[&]() { return " * n + "in[t]" + "; }()" * (n - 1) + "; };"
                                         " out[t] = f();")
        yield f"unary-{n}", kernel("out[t] = " + "-" * 1 + " - " * n + "in[t];")
        yield f"cast-{n}", kernel("out[t] = " + "(float)(int)" * n + "in[t];")
        yield f"struct-nest-{n}", kernel("out[t] = 1;", pre="".join(f"struct S{i} {{ " for i in range(n)) + "int x;" + " };" * n)
        yield f"init-nest-{n}", kernel("int a = " + "{" * n + "1" + "}" * n + "; out[t] = a;")
        yield f"call-nest-{n}", kernel("out[t] = " + "f(" * n + "in[t]" + ")" * n + ";",
                                       pre="__device__ float f(float x) { return x + 1; }")
    for n in [100, 1000, 10000, 100000]:
        yield f"template-depth-{n}", kernel("out[t] = R<" + str(n) + ">::v;", pre=(
            "template <int N> struct R { static constexpr int v = R<N - 1>::v + 1; };\n"
            "template <> struct R<0> { static constexpr int v = 0; };"))
        yield f"template-infinite-{n}", kernel("out[t] = R<1>::v;", pre=(
            "template <int N> struct R { static constexpr int v = R<N + 1>::v; };"))
        yield f"constexpr-rec-{n}", kernel(f"constexpr int v = f({n}); out[t] = v;", pre=(
            "constexpr int f(int n) { return n ? f(n - 1) + 1 : 0; }"))
        yield f"sum-{n}", kernel("out[t] = " + " + ".join(["in[t]"] * n) + ";")
    yield "macro-nest", kernel("out[t] = M9(in[t]);", pre="".join(
        f"#define M{i}(x) M{i - 1}(M{i - 1}(x))\n" for i in range(1, 10)) + "#define M0(x) (x + 1)\n")
    yield "include-self", "#include __FILE__\n" + kernel("out[t] = 1;")
    yield "variadic-template-pack", kernel("out[t] = sum(" + ", ".join("1.f" for _ in range(5000)) + ");", pre=(
        "__device__ float sum() { return 0; }\n"
        "template <class T, class... R> __device__ float sum(T a, R... r) { return a + sum(r...); }"))


def chains():
    for n in [2000, 6000, 20000]:
        yield f"switch-{n}", kernel("float r = 0; switch (n) {" + "".join(
            f"case {i}: r = in[{i % 97}]; break; " for i in range(n)) + "default: r = 1; } out[t] = r;")
        yield f"switch-sparse-{n}", kernel("float r = 0; switch (n) {" + "".join(
            f"case {i * 7919}: r = in[{i % 97}]; break; " for i in range(n)) + "} out[t] = r;")
        yield f"switch-fallthrough-{n}", kernel("float r = 0; switch (t) {" + "".join(
            f"case {i}: r += in[{i % 31}]; " for i in range(n)) + "} out[t] = r;")
        yield f"ifchain-{n}", kernel("float r = 0; " + " else ".join(
            f"if (n == {i}) r = in[{i % 97}];" for i in range(n)) + " out[t] = r;")
        yield f"ifseq-{n}", kernel("float r = 0; " + " ".join(
            f"if (t == {i}) r += in[{i % 97}];" for i in range(n)) + " out[t] = r;")
        yield f"goto-chain-{n}", kernel("float r = 0; " + " ".join(
            f"l{i}: if (r > {i}) goto l{(i * 31) % n}; r += 1;" for i in range(n)) + " out[t] = r;")
    yield "switch-sync-2000", kernel("__shared__ float s[1024]; s[t] = in[t]; switch (n) {" + "".join(
        f"case {i}: __syncthreads(); s[t ^ {i % 32}] += 1; break; " for i in range(2000)) + "} out[t] = s[t];")
    yield "ifchain-shared-1000", kernel("__shared__ float s[1024]; " + " ".join(
        f"if (n == {i}) {{ s[(t + {i}) & 1023] = in[t]; __syncthreads(); }}" for i in range(1000))
        + " out[t] = s[t];")
    # Stages of a shared write and read, each ordered by a barrier: --auto-sync's barrier removal
    # asks of every barrier whether it is needed (test/Reliability/compile-budget-barrier-removal).
    for n in [1000, 3000]:
        yield f"barrier-stages-{n}", kernel("__shared__ float s[256]; float acc = 0;\n" + "".join(
            f"  s[t] = in[t] + {i};\n  __syncthreads();\n  acc += s[(t + {i + 1}) & 255];\n"
            "  __syncthreads();\n" for i in range(n)) + "  out[t] = acc;")
    # Nested loops that may each be left by a break, around a global read-modify-write after a
    # barrier: the race analysis keeps the access pending with each subset of the loops it went
    # round (fuzz/open-findings/README.md, autosync-nested-breaks).
    for n in [8, 10, 12, 16]:
        yield f"nested-breaks-{n}", kernel("  __syncthreads();\n" + "".join(
            f"  for (int i{i} = 0; i{i} < n; ++i{i}) {{\n  if (in[i{i}] == {i}) break;\n" for i in range(n))
            + "  out[t] += in[t + 1];\n" + "  }\n" * n)


def recursion():
    yield "rec-direct", kernel("out[t] = f(n);", pre="__device__ float f(int n) { return n ? f(n - 1) + 1 : 0; }")
    yield "rec-mutual", kernel("out[t] = a(n);", pre=(
        "__device__ float b(int n); __device__ float a(int n) { return n ? b(n - 1) : 0; }\n"
        "__device__ float b(int n) { return n ? a(n - 1) + 1 : 1; }"))
    yield "rec-sync", kernel("out[t] = f(n, t);", pre=(
        "__device__ float f(int n, int t) { __shared__ float s[256]; s[t & 255] = n; __syncthreads();\n"
        "  return n ? f(n - 1, t) + s[(t + 1) & 255] : 0; }"))
    yield "rec-infinite", kernel("out[t] = f(n);", pre="__device__ float f(int n) { return f(n + 1); }")
    yield "rec-kernel-launch", ("extern \"C\" __global__ void k(int n) { if (n) k<<<1, 1>>>(n - 1); }\n")
    yield "rec-kernel-call", ("extern \"C\" __global__ void k(int n) { if (n) k(n - 1); }\n")
    yield "rec-big-frame", kernel("out[t] = f(n);", pre=(
        "__device__ float f(int n) { float a[4096]; a[n & 4095] = n; return n ? f(n - 1) + a[3] : 0; }"))
    yield "rec-template-inst", kernel("out[t] = f<0>(n);", pre=(
        "template <int N> __device__ float f(int n) { return n ? f<N + 1>(n - 1) : 0; }"))
    yield "rec-lambda", kernel("auto f = [](auto self, int n) -> float { return n ? self(self, n - 1) + 1 : 0; };"
                               " out[t] = f(f, n);")
    yield "rec-virtual-struct", kernel("out[t] = 1;", pre="struct A { A a; };")


def unsupported():
    snippets = {
        "virtual": ("struct B { __device__ virtual float f() { return 1; } };", "B b; out[t] = b.f();"),
        "exceptions": ("", "try { throw 1; } catch (...) { out[t] = 0; }"),
        "new-delete": ("", "float *p = new float[4]; p[0] = 1; out[t] = p[0]; delete[] p;"),
        "malloc": ("", "float *p = (float *)malloc(16); out[t] = p[0]; free(p);"),
        "printf": ("", "printf(\"%d %f\\n\", t, in[t]);"),
        "vla": ("", "float a[n]; a[0] = 1; out[t] = a[0];"),
        "computed-goto": ("", "void *l = &&x; goto *l; x: out[t] = 1;"),
        "thread-local": ("thread_local float tl;", "out[t] = tl;"),
        "managed": ("__managed__ float m;", "out[t] = m;"),
        "typeid": ("#include <typeinfo>", "out[t] = typeid(float).hash_code();"),
        "dynamic-cast": ("struct A { virtual ~A(); }; struct B : A {};", "A *a = nullptr; out[t] = dynamic_cast<B *>(a) != 0;"),
        "texture": ("", "cudaTextureObject_t tex = 0; out[t] = tex1Dfetch<float>(tex, t);"),
        "surface": ("", "cudaSurfaceObject_t s = 0; surf1Dwrite(in[t], s, t * 4);"),
        "stream-api": ("", "cudaStream_t s; cudaStreamCreateWithFlags(&s, 1);"),
        "device-launch": ("__global__ void child(float *o) { o[0] = 1; }", "child<<<1, 1>>>(out);"),
        "grid-sync": ("#include <cooperative_groups.h>", "cooperative_groups::this_grid().sync(); out[t] = 1;"),
        "bad-asm": ("", "asm volatile(\"not.an.instruction %0;\" :: \"r\"(t));"),
        "bad-asm-constraint": ("", "float f; asm(\"mov.b32 %0, 1;\" : \"=q\"(f)); out[t] = f;"),
        "bad-asm-operand": ("", "asm(\"mov.b32 %5, 1;\" :: \"r\"(t));"),
        "asm-goto": ("", "asm goto(\"bra %l0;\" :::: lbl); lbl: out[t] = 1;"),
        "alloca": ("", "float *p = (float *)__builtin_alloca(n * 4); p[0] = 1; out[t] = p[0];"),
        "setjmp": ("#include <setjmp.h>", "jmp_buf b; if (setjmp(b)) out[t] = 1;"),
        "varargs": ("__device__ float va(int n, ...) { __builtin_va_list l; __builtin_va_start(l, n); "
                    "float r = __builtin_va_arg(l, double); __builtin_va_end(l); return r; }", "out[t] = va(1, 2.0);"),
        "host-fn-call": ("float host_only(float x) { return x; }", "out[t] = host_only(in[t]);"),
        "undefined-extern": ("extern __device__ float nowhere(float);", "out[t] = nowhere(in[t]);"),
        "weak-alias": ("__device__ float base(float x) { return x; } __device__ float ali(float) "
                       "__attribute__((alias(\"base\")));", "out[t] = ali(in[t]);"),
        "global-ctor": ("struct C { __device__ C() {} }; __device__ C gc;", "out[t] = 1;"),
        "static-local-ctor": ("struct C { float v; __device__ C(float x) : v(x) {} };", "static C c(in[0]); out[t] = c.v;"),
        "builtin-trap-unreachable": ("", "if (n) __builtin_unreachable(); out[t] = 1;"),
        "atomic-128": ("", "unsigned __int128 *p = (unsigned __int128 *)out; atomicAdd(p, (unsigned __int128)1);"),
        "atomic-double-sm80": ("", "atomicAdd((double *)out, 1.0);"),
        "float128": ("", "__float128 q = in[t]; out[t] = (float)(q * q);"),
        "long-double": ("", "long double q = in[t]; out[t] = (float)(q * q);"),
        "complex": ("", "_Complex float c = in[t]; out[t] = __real__(c * c);"),
        "coroutine": ("#include <coroutine>", "out[t] = 1;"),
        "inline-asm-label": ("", "asm(\"L1: bra L1;\");"),
        "fp8": ("#include <cuda_fp8.h>", "__nv_fp8_e4m3 x(in[t]); out[t] = float(x);"),
        "fp4": ("#include <cuda_fp4.h>", "__nv_fp4_e2m1 x(in[t]); out[t] = float(x);"),
        "bf16x2": ("#include <cuda_bf16.h>", "__nv_bfloat162 x = __floats2bfloat162_rn(in[t], 1); out[t] = __low2float(__hmul2(x, x));"),
        "restrict-fnptr": ("__device__ float sq(float x) { return x * x; }", "float (*fp)(float) = n ? sq : nullptr; out[t] = fp(in[t]);"),
        "global-fnptr": ("__device__ float sq(float x) { return x * x; } __device__ float (*gfp)(float) = sq;", "out[t] = gfp(in[t]);"),
        "member-fnptr": ("struct M { __device__ float f(float x) { return x; } };", "float (M::*p)(float) = &M::f; M m; out[t] = (m.*p)(in[t]);"),
        "wgmma-sm80": ("", "asm volatile(\"wgmma.fence.sync.aligned;\");"),
        "cluster-sm80": ("#include <cooperative_groups.h>", "cooperative_groups::this_cluster().sync(); out[t] = 1;"),
        "nanosleep": ("", "__nanosleep(4294967295u); out[t] = 1;"),
        "no-kernel": ("", ""),
        "empty-file": ("", None),
        "binary-garbage": ("", "\x00\x01\xff\xfe"),
        "utf8-ident": ("", "float \u00e9t\u00e9 = in[t]; out[t] = \u00e9t\u00e9;"),
        "main-in-kernel-file": ("int main() { return 0; }", "out[t] = 1;"),
        "kernel-returns-int": ("", None),
        "kernel-template-unnamed": ("template <class T> __global__ void tk(T *o) { o[0] = 1; }", "out[t] = 1;"),
        "kernel-overload": ("__global__ void ov(int *o) {} __global__ void ov(float *o) {}", "out[t] = 1;"),
        "kernel-name-ptx-keyword": ("extern \"C\" __global__ void ret(float *o) { o[0] = 1; }", "out[t] = 1;"),
        "kernel-name-dollar": ("extern \"C\" __global__ void k$1(float *o) { o[0] = 1; }", "out[t] = 1;"),
        "kernel-asm-label": ("__global__ void lab(float *o) asm(\"bad name\"); __global__ void lab(float *o) { o[0] = 1; }",
                             "out[t] = 1;"),
        "register-explicit": ("", "register float r asm(\"%r1\") = in[t]; out[t] = r;"),
        "section-attr": ("__device__ __attribute__((section(\".foo\"))) float sv;", "out[t] = sv;"),
        "tls-model": ("__device__ __attribute__((tls_model(\"initial-exec\"))) float tv;", "out[t] = tv;"),
        "constructor-attr": ("__attribute__((constructor)) __device__ void ctor() {}", "out[t] = 1;"),
        "cleanup-attr": ("__device__ void cl(float *p) { *p = 0; }", "float x __attribute__((cleanup(cl))) = in[t]; out[t] = x;"),
    }
    for name, (pre, body) in snippets.items():
        if name == "empty-file":
            yield name, ""
        elif name == "kernel-returns-int":
            yield name, "extern \"C\" __global__ int k(float *o) { return 1; }\n"
        elif name == "binary-garbage":
            yield name, body
        else:
            yield name, kernel(body, pre=pre)


TARGET_KERNELS = {
    "plain": kernel("__shared__ float s[256]; s[t] = in[t]; __syncthreads(); out[t] = s[255 - t] * 2;"),
    "atomics": kernel("atomicAdd((double *)out, 1.0); atomicMax((unsigned long long *)out, 3ull); "
                      "atomicAdd((__half2 *)out, __half2()); out[t] = __shfl_sync(~0u, in[t], 3);",
                      pre="#include <cuda_fp16.h>"),
    "bf16": kernel("__nv_bfloat16 b = __float2bfloat16(in[t]); out[t] = __bfloat162float(__hfma(b, b, b));",
                   pre="#include <cuda_bf16.h>"),
    "redux": kernel("out[t] = __reduce_add_sync(~0u, (unsigned)t) + __reduce_max_sync(~0u, (int)n);"),
    "cluster": ("#include <cooperative_groups.h>\nnamespace cg = cooperative_groups;\n"
                "extern \"C\" __global__ void __cluster_dims__(2, 1, 1) k(float *o) {\n"
                "  __shared__ float s[32]; cg::cluster_group c = cg::this_cluster(); s[threadIdx.x & 31] = 1;\n"
                "  c.sync(); float *r = c.map_shared_rank(s, 1); o[threadIdx.x] = r[0]; }\n"),
    "params-5k": ("struct P { float v[1200]; };\n"
                  "extern \"C\" __global__ void k(P p, float *o) { o[threadIdx.x] = p.v[threadIdx.x]; }\n"),
    "int128": kernel("__int128 a = (__int128)in[t]; out[t] = (float)(a * a / 7);"),
    "fp8": kernel("__nv_fp8_e4m3 x(in[t]); out[t] = float(x);", pre="#include <cuda_fp8.h>"),
}
DRIVERS = [[], ["--cuda-driver=11.0"], ["--cuda-driver=11.8"], ["--cuda-driver=12.0"], ["--cuda-driver=12.4"],
           ["--cuda-driver=13.0"], ["--cuda-driver=99.9"], ["--cuda-driver=abc"], ["--ptx-version=6.0"],
           ["--ptx-version=7.0"], ["--ptx-version=7.8"], ["--ptx-version=8.0"], ["--ptx-version=8.8"],
           ["--ptx-version=9.9"], ["--ptx-version=x"], ["--max-ptx=7.0"], ["--max-ptx=8.1"]]
EMITS = ["mlir", "simt", "llvm", "ptx", "bundle", "header"]


def target_runs():
    for kname, src in TARGET_KERNELS.items():
        for a, arch in enumerate(ARCHES):
            # Every arch plain, and with one driver/ISA option in turn (all of them over the kernels).
            for opt in [[], DRIVERS[(a + 3 * len(kname)) % len(DRIVERS)]]:
                yield f"target-{kname}-{arch}-{'-'.join(opt) or 'default'}", src, [f"--arch={arch}"] + opt
        for emit in EMITS:
            yield f"emit-{kname}-{emit}", src, ["--arch=sm_90a", f"--emit={emit}"]
    yield "arch-list", TARGET_KERNELS["plain"], ["--arch=" + ",".join(ARCHES)]
    yield "arch-bad", TARGET_KERNELS["plain"], ["--arch=sm_75"]
    yield "arch-empty", TARGET_KERNELS["plain"], ["--arch="]


def mlir_ops(root):
    """Lines of the tests that use each simt/tile op, with their types and operands broken."""
    import glob
    uses = {}
    for f in sorted(glob.glob(os.path.join(root, "test/**/*.mlir"), recursive=True)):
        for sec in mutate.mlir_sections(f):
            for m in re.finditer(r"^.*\b((?:simt|tile)\.[a-z_]+)\b.*$", sec, flags=re.M):
                uses.setdefault(m.group(1), (sec, m.group(0)))
    breaks = [
        ("i32-to-f16", lambda l: l.replace("i32", "f16")),
        ("f32-to-i1", lambda l: l.replace("f32", "i1")),
        ("index-to-i64", lambda l: l.replace("index", "i64")),
        ("drop-last-operand", lambda l: re.sub(r",\s*%[\w#]+(?=[^%]*:)", "", l, count=1)),
        ("ptr-space", lambda l: l.replace("<global>", "<shared>").replace("<shared>", "<local>")),
        ("shape-zero", lambda l: re.sub(r"<(\d+)x", "<0x", l)),
        ("shape-huge", lambda l: re.sub(r"<(\d+)x", "<4294967296x", l)),
        ("shape-neg", lambda l: re.sub(r"<(\d+)", "<-4", l)),
        ("int-attr-huge", lambda l: re.sub(r"(?<=[ =])\d+(?= *[:}\]])", "9223372036854775807", l)),
        ("int-attr-neg", lambda l: re.sub(r"(?<=[ =])\d+(?= *[:}\]])", "-7", l)),
        ("enum-bad", lambda l: re.sub(r"\b(block|warp|cluster|gpu|sys|add|max|min|relaxed|acquire)\b", "bogus", l)),
    ]
    for op, (sec, line) in sorted(uses.items()):
        for bname, fn in breaks:
            bad = fn(line)
            if bad != line:
                yield f"mlir-{op}-{bname}", sec.replace(line, bad, 1)
        yield f"mlir-{op}-module-level", "module {\n" + re.sub(r"^\s*%[\w#:]+\s*=\s*", "", line) + "\n}\n"
        yield f"mlir-{op}-no-func", re.sub(r"func\.func", "func.func private", sec, count=1)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--bin")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--mem-mb", type=int, default=4096)
    ap.add_argument("--ptxas", default="")
    ap.add_argument("--findings", default="")
    ap.add_argument("--only", default="", help="run only the classes (comma-separated) or names matching this regex")
    args = ap.parse_args()
    bindir = args.bin or os.path.join(args.root, "build", "bin")
    kilnc, kiln_opt = os.path.join(bindir, "kilnc"), os.path.join(bindir, "kiln-opt")
    passes = sorted(set(re.findall(r'Pass<"([a-z0-9-]+)"', "".join(
        open(f).read() for f in __import__("glob").glob(os.path.join(args.root, "**/Passes.td"), recursive=True)))))
    tmp = tempfile.mkdtemp(prefix="kiln-extremes-")
    jobs = []
    for cls, gen in [("literals", literals), ("nesting", nesting), ("chains", chains),
                     ("recursion", recursion), ("unsupported", unsupported)]:
        for n, (name, src) in enumerate(gen()):
            jobs.append((cls, name, ".cu", src, [f"--arch={ARCHES[n % len(ARCHES)]}"]))
            if cls in ("recursion", "chains") or re.match(r"(lb|shared|dyn)", name):
                jobs.append((cls, name, ".cu", src, ["--arch=sm_90", "--auto-sync"]))
    for name, src, opts in target_runs():
        jobs.append(("targets", name, ".cu", src, opts))
    for name, src in mlir_ops(args.root):
        jobs.append(("mlir", name, ".mlir", src, ["--arch=sm_90a"]))
    if args.only:
        jobs = [j for j in jobs if j[0] in args.only.split(",") or re.search(args.only, j[1])]
    findings = runs = 0
    for i, (cls, name, ext, src, opts) in enumerate(jobs):
        path = os.path.join(tmp, f"{cls}-{name}"[:120] + ext)
        with open(path, "w") as f:
            f.write(src)
        ptx = os.path.join(tmp, "out.ptx")
        cmds = [[kilnc, path, "-o", ptx] + opts]
        if ext == ".mlir":
            cmds.append([kiln_opt, path, "--" + passes[i % len(passes)]])
        for cmd in cmds:
            runs += 1
            if os.path.exists(ptx):
                os.remove(ptx)
            rc, err, timed_out = mutate.run(cmd, args.timeout, args.mem_mb)
            kind = mutate.classify(rc, err, timed_out, path)
            emit = next((o.split("=")[1] for o in cmd if o.startswith("--emit=")), "ptx")
            if (not kind and rc == 0 and args.ptxas and cmd[0] == kilnc and emit == "ptx"
                    and os.path.exists(ptx) and "," not in " ".join(opts)):
                arch = next(o for o in opts if o.startswith("--arch=")).split("=")[1]
                prc, perr, _ = mutate.run([args.ptxas, "-arch=" + arch, ptx, "-o", "/dev/null"], 120, 8192)
                if prc:
                    kind, err = "ptxas rejects exit-0 PTX", perr
            if not kind:
                continue
            findings += 1
            first = next((l for l in err.splitlines() if mutate.CRASH_RE.search(l) or "error" in l), "")
            print(f"FINDING {kind}: [{cls}] {name}: {os.path.basename(cmd[0])} {' '.join(cmd[2:])}\n  {first[:200]}",
                  flush=True)
            if args.findings:
                os.makedirs(args.findings, exist_ok=True)
                base = os.path.join(args.findings, f"{cls}-{name}"[:120] + ext)
                with open(base, "w") as f:
                    f.write(src)
                with open(base + ".log", "w") as f:
                    f.write(" ".join(cmd) + "\n" + kind + "\n" + err)
    print(f"fuzz-extremes: {runs} runs, {findings} findings")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
