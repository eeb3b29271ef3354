#!/usr/bin/env python3
"""Writes the fp16/bf16 differential test: one kernel that calls every
function, operator and conversion of <cuda_fp16.h> and <cuda_bf16.h>
(selected by `op`), and the host table that names each case.

usage: gen_fp16_diff.py OUT.cu OUT_cases.hpp

The kernel is compiled by nvcc (the toolkit's headers) and by kilnc (Kiln's);
kiln_fp16_diff runs both on the same inputs and compares the results bit for
bit (within one ulp, and reported, for the approximate functions).

Inputs per element i (the host fills them): A[i] (its low 16 bits run through
all 65536 patterns), B[i], C[i] (random, weighted to NaN/inf/zero/subnormal/
overflow edges), F[i] (float bits around half and bfloat16 rounding
boundaries), D[i] (doubles), L[i] (64-bit integers of every magnitude).
"""
import sys

cases = []  # (name, result kind, accuracy, statement computing r)

# Result encoders: kind -> C++ expression turning `x` into the 64-bit output.
ENC = {
    "h": "(unsigned long long)__half_as_ushort({x})",
    "b": "(unsigned long long)__bfloat16_as_ushort({x})",
    "h2": "kd_h2({x})",
    "b2": "kd_b2({x})",
    "f": "(unsigned long long)__float_as_uint({x})",
    "f2": "kd_f2({x})",
    "bool": "(unsigned long long)(({x}) ? 1 : 0)",
    "int": "(unsigned long long)(long long)({x})",
    "uint": "(unsigned long long)({x})",
    "raw": "({x})",
}


def add(name, kind, expr, approx=False):
    cases.append((name, kind, "approx" if approx else "exact",
                  "r = " + ENC[kind].format(x=expr) + ";"))


def add_stmt(name, kind, stmt):
    cases.append((name, kind, "exact", stmt))


# One family per type: (prefix, scalar, pair, operands, constants prefix).
FAMILIES = [
    dict(t="half", T="__half", T2="__half2", s="h", p="h2", K="FP16",
         f2t="__float2half", t2f="__half2float", ff2t2="__floats2half2_rn",
         f22t2="__float22half2_rn", f2t2="__float2half2_rn", t22f2="__half22float2",
         tot="half", bits="__half_as_ushort", asT="__ushort_as_half",
         bitss="__half_as_short", asTs="__short_as_half", low="__low2half",
         high="__high2half", low2="__low2half2", high2="__high2half2",
         lows="__lows2half2", highs="__highs2half2", halves="__halves2half2",
         dup="__half2half2", make="make_half2", d2t="__double2half"),
    dict(t="bf16", T="__nv_bfloat16", T2="__nv_bfloat162", s="b", p="b2", K="BF16",
         f2t="__float2bfloat16", t2f="__bfloat162float", ff2t2="__floats2bfloat162_rn",
         f22t2="__float22bfloat162_rn", f2t2="__float2bfloat162_rn", t22f2="__bfloat1622float2",
         tot="bfloat16", bits="__bfloat16_as_ushort", asT="__ushort_as_bfloat16",
         bitss="__bfloat16_as_short", asTs="__short_as_bfloat16", low="__low2bfloat16",
         high="__high2bfloat16", low2="__low2bfloat162", high2="__high2bfloat162",
         lows="__lows2bfloat162", highs="__highs2bfloat162", halves="__halves2bfloat162",
         dup="__bfloat162bfloat162", make="make_bfloat162", d2t="__double2bfloat16"),
]

APPROX_MATH = ["sqrt", "rsqrt", "rcp", "exp", "exp2", "exp10", "log", "log2", "log10",
               "sin", "cos", "tanh", "tanh_approx"]
EXACT_MATH = ["ceil", "floor", "trunc", "rint"]
CMPS = ["eq", "ne", "le", "ge", "lt", "gt", "equ", "neu", "leu", "geu", "ltu", "gtu"]
INTS = [("short", "short", "sa"), ("ushort", "unsigned short", "usa"), ("int", "int", "ia"),
        ("uint", "unsigned int", "ua"), ("ll", "long long", "lla"),
        ("ull", "unsigned long long", "ulla")]

for fam in FAMILIES:
    s, p, T, T2, t = fam["s"], fam["p"], fam["T"], fam["T2"], fam["t"]
    a, b, c = s + "a", s + "b", s + "c"
    a2, b2, c2 = p + "a", p + "b", p + "c"
    # arithmetic
    for f in ["__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_rn", "__hsub_rn", "__hmul_rn",
              "__hadd_sat", "__hsub_sat", "__hmul_sat", "__hmax", "__hmin", "__hmax_nan",
              "__hmin_nan"]:
        add(f"{t}.{f}", s, f"{f}({a}, {b})")
    for f in ["__hfma", "__hfma_sat", "__hfma_relu"]:
        add(f"{t}.{f}", s, f"{f}({a}, {b}, {c})")
    for f in ["__habs", "__hneg"]:
        add(f"{t}.{f}", s, f"{f}({a})")
    for f in ["__hadd2", "__hsub2", "__hmul2", "__h2div", "__hadd2_rn", "__hsub2_rn",
              "__hmul2_rn", "__hadd2_sat", "__hsub2_sat", "__hmul2_sat", "__hmax2", "__hmin2",
              "__hmax2_nan", "__hmin2_nan"]:
        add(f"{t}.{f}", p, f"{f}({a2}, {b2})")
    for f in ["__hfma2", "__hfma2_sat", "__hfma2_relu", "__hcmadd"]:
        add(f"{t}.{f}", p, f"{f}({a2}, {b2}, {c2})")
    for f in ["__habs2", "__hneg2", "__hisnan2", "__lowhigh2highlow"]:
        add(f"{t}.{f}", p, f"{f}({a2})")
    # operators
    for op in ["+", "-", "*", "/"]:
        add(f"{t}.operator{op}", s, f"{a} {op} {b}")
        add(f"{t}.operator{op}2", p, f"{a2} {op} {b2}")
        add_stmt(f"{t}.operator{op}=", s, f"{{ {T} x = {a}; x {op}= {b}; r = {ENC[s].format(x='x')}; }}")
        add_stmt(f"{t}.operator{op}=2", p, f"{{ {T2} x = {a2}; x {op}= {b2}; r = {ENC[p].format(x='x')}; }}")
    for op in ["==", "!=", "<", ">", "<=", ">="]:
        add(f"{t}.operator{op}", "bool", f"{a} {op} {b}")
        add(f"{t}.operator{op}2", "bool", f"{a2} {op} {b2}")
    add(f"{t}.unary+", s, f"+{a}")
    add(f"{t}.unary-", s, f"-{a}")
    add(f"{t}.unary+2", p, f"+{a2}")
    add(f"{t}.unary-2", p, f"-{a2}")
    for op, name in [("++x", "preinc"), ("--x", "predec"), ("x++", "postinc"), ("x--", "postdec")]:
        add_stmt(f"{t}.{name}", "raw",
                 f"{{ {T} x = {a}; {T} y = {op}; r = {ENC[s].format(x='x')} | ({ENC[s].format(x='y')} << 16); }}")
        add_stmt(f"{t}.{name}2", "raw",
                 f"{{ {T2} x = {a2}; {T2} y = {op}; r = {ENC[p].format(x='x')} | ({ENC[p].format(x='y')} << 32); }}")
    # comparisons
    for cmp in CMPS:
        add(f"{t}.__h{cmp}", "bool", f"__h{cmp}({a}, {b})")
        add(f"{t}.__h{cmp}2", p, f"__h{cmp}2({a2}, {b2})")
        add(f"{t}.__h{cmp}2_mask", "uint", f"__h{cmp}2_mask({a2}, {b2})")
        add(f"{t}.__hb{cmp}2", "bool", f"__hb{cmp}2({a2}, {b2})")
    add(f"{t}.__hisnan", "bool", f"__hisnan({a})")
    add(f"{t}.__hisinf", "int", f"__hisinf({a})")
    # math
    for f in APPROX_MATH:
        add(f"{t}.h{f}", s, f"h{f}({a})", approx=True)
        add(f"{t}.h2{f}", p, f"h2{f}({a2})", approx=True)
    for f in EXACT_MATH:
        add(f"{t}.h{f}", s, f"h{f}({a})")
        add(f"{t}.h2{f}", p, f"h2{f}({a2})")
    # conversions: float, double
    add(f"{t}.{fam['t2f']}", "f", f"{fam['t2f']}({a})")
    add(f"{t}.__low2float", "f", f"__low2float({a2})")
    add(f"{t}.__high2float", "f", f"__high2float({a2})")
    add(f"{t}.{fam['t22f2']}", "f2", f"{fam['t22f2']}({a2})")
    for sfx in ["", "_rn", "_rz", "_rd", "_ru"]:
        add(f"{t}.{fam['f2t']}{sfx}", s, f"{fam['f2t']}{sfx}(fa)")
    add(f"{t}.{fam['f2t2']}", p, f"{fam['f2t2']}(fa)")
    add(f"{t}.{fam['ff2t2']}", p, f"{fam['ff2t2']}(fa, fb)")
    add(f"{t}.{fam['f22t2']}", p, f"{fam['f22t2']}(make_float2(fa, fb))")
    add(f"{t}.{fam['d2t']}", s, f"{fam['d2t']}(da)")
    add_stmt(f"{t}.ctor(float)", s, f"{{ {T} x = fa; r = {ENC[s].format(x='x')}; }}")
    add_stmt(f"{t}.ctor(double)", s, f"{{ {T} x = da; r = {ENC[s].format(x='x')}; }}")
    add_stmt(f"{t}.operator=(float)", s, f"{{ {T} x; x = fa; r = {ENC[s].format(x='x')}; }}")
    add_stmt(f"{t}.operator=(double)", s, f"{{ {T} x; x = da; r = {ENC[s].format(x='x')}; }}")
    add(f"{t}.operator float", "f", f"(float){a}")
    add(f"{t}.operator bool", "bool", f"static_cast<bool>({a})")
    # conversions: integers
    for name, ctype, var in INTS:
        kind = "int" if not ctype.startswith("unsigned") else "uint"
        for mode in ["_rn", "_rz", "_rd", "_ru"]:
            add(f"{t}.__{fam['tot']}2{name}{mode}", kind, f"__{fam['tot']}2{name}{mode}({a})")
            add(f"{t}.__{name}2{fam['tot']}{mode}", s, f"__{name}2{fam['tot']}{mode}({var})")
        add_stmt(f"{t}.ctor({ctype})", s, f"{{ {T} x = {var}; r = {ENC[s].format(x='x')}; }}")
        if ctype != "long":
            add_stmt(f"{t}.operator=({ctype})", s, f"{{ {T} x; x = {var}; r = {ENC[s].format(x='x')}; }}")
        add(f"{t}.operator {ctype}", kind, f"({ctype}){a}")
    add_stmt(f"{t}.ctor(long)", s, f"{{ {T} x = (long)lla; r = {ENC[s].format(x='x')}; }}")
    add_stmt(f"{t}.ctor(unsigned long)", s, f"{{ {T} x = (unsigned long)ulla; r = {ENC[s].format(x='x')}; }}")
    add(f"{t}.operator long", "int", f"(long){a}")
    add(f"{t}.operator unsigned long", "uint", f"(unsigned long){a}")
    add(f"{t}.operator signed char", "int", f"(signed char){a}")
    add(f"{t}.operator unsigned char", "uint", f"(unsigned char){a}")
    add(f"{t}.operator char", "int", f"(char){a}")
    add(f"{t}.__{fam['tot']}2char_rz", "int", f"__{fam['tot']}2char_rz({a})")
    add(f"{t}.__{fam['tot']}2uchar_rz", "uint", f"__{fam['tot']}2uchar_rz({a})")
    # bits, construction, access
    add(f"{t}.{fam['bits']}", "uint", f"{fam['bits']}({a})")
    add(f"{t}.{fam['bitss']}", "int", f"{fam['bitss']}({a})")
    add(f"{t}.{fam['asT']}", s, f"{fam['asT']}((unsigned short)b)")
    add(f"{t}.{fam['asTs']}", s, f"{fam['asTs']}((short)b)")
    add(f"{t}.{fam['halves']}", p, f"{fam['halves']}({a}, {b})")
    add(f"{t}.{fam['make']}", p, f"{fam['make']}({a}, {b})")
    add(f"{t}.{fam['dup']}", p, f"{fam['dup']}({a})")
    add(f"{t}.{fam['low']}", s, f"{fam['low']}({a2})")
    add(f"{t}.{fam['high']}", s, f"{fam['high']}({a2})")
    add(f"{t}.{fam['low2']}", p, f"{fam['low2']}({a2})")
    add(f"{t}.{fam['high2']}", p, f"{fam['high2']}({a2})")
    add(f"{t}.{fam['lows']}", p, f"{fam['lows']}({a2}, {b2})")
    add(f"{t}.{fam['highs']}", p, f"{fam['highs']}({a2}, {b2})")
    add(f"{t}.raw_roundtrip", "raw",
        f"(unsigned long long)(({fam['T']}_raw){a}).x | ((unsigned long long)(({fam['T2']}_raw){a2}).y << 16)")
    for k in ["INF", "NAN", "MIN_DENORM", "MAX_NORMAL", "NEG_ZERO", "ZERO", "ONE"]:
        add(f"{t}.CUDART_{k}_{fam['K']}", s, f"CUDART_{k}_{fam['K']}")
    # warp shuffles (full warps: the grid has no partial warp)
    for f, lane in [("__shfl_sync", "(int)(b & 31)"), ("__shfl_up_sync", "3u"),
                    ("__shfl_down_sync", "5u"), ("__shfl_xor_sync", "9")]:
        add(f"{t}.{f}", s, f"{f}(0xffffffffu, {a}, {lane})")
        add(f"{t}.{f}2", p, f"{f}(0xffffffffu, {a2}, {lane})")
        add(f"{t}.{f}.w16", s, f"{f}(0xffffffffu, {a}, {lane}, 16)")
    # loads and stores with cache hints
    for f in ["__ldg", "__ldcg", "__ldca", "__ldcs", "__ldlu", "__ldcv"]:
        add(f"{t}.{f}", s, f"{f}(reinterpret_cast<const {T} *>(A) + 2 * i)")
        add(f"{t}.{f}2", p, f"{f}(reinterpret_cast<const {T2} *>(A) + i)")
    for f in ["__stwb", "__stcg", "__stcs", "__stwt"]:
        add_stmt(f"{t}.{f}", "raw",
                 f"{{ out[i] = 0; {f}(reinterpret_cast<{T} *>(out + i), {a}); r = out[i]; }}")
        add_stmt(f"{t}.{f}2", "raw",
                 f"{{ out[i] = 0; {f}(reinterpret_cast<{T2} *>(out + i), {a2}); r = out[i]; }}")
    # atomics: uncontended (the add's bits, old value) and contended
    # (a warp adds exactly representable values to one slot)
    add_stmt(f"{t}.atomicAdd", "raw",
             f"{{ out[i] = a & 0xffffu; {T} old = atomicAdd(reinterpret_cast<{T} *>(out + i), {b}); "
             f"r = out[i] | ({ENC[s].format(x='old')} << 32); }}")
    add_stmt(f"{t}.atomicAdd2", "raw",
             f"{{ out[i] = a; {T2} old = atomicAdd(reinterpret_cast<{T2} *>(out + i), {b2}); "
             f"r = out[i] | ({ENC[p].format(x='old')} << 32); }}")
    add_stmt(f"{t}.atomicAdd.contended", "raw",
             f"{{ out[i] = 0; __syncwarp(); atomicAdd(reinterpret_cast<{T} *>(out + (i & ~31)), {fam['asT']}(0x{'3C00' if t == 'half' else '3F80'}u)); "
             f"__syncwarp(); r = out[i & ~31]; __syncwarp(); }}")
    add_stmt(f"{t}.atomicAdd2.contended", "raw",
             f"{{ out[i] = 0; __syncwarp(); atomicAdd(reinterpret_cast<{T2} *>(out + (i & ~31)), "
             f"{fam['halves']}({fam['asT']}(0x{'3C00' if t == 'half' else '3F80'}u), {fam['asT']}(0x{'4000' if t == 'half' else '4000'}u))); "
             f"__syncwarp(); r = out[i & ~31]; __syncwarp(); }}")

# half <-> bfloat16
add("cross.__half(bf16)", "h", "__half(ba)")
add("cross.__nv_bfloat16(half)", "b", "__nv_bfloat16(ha)")


def write_kernel(path):
    with open(path, "w") as f:
        f.write("""// Generated by test/e2e/fp16/gen_fp16_diff.py: every function, operator and
// conversion of <cuda_fp16.h> and <cuda_bf16.h>, selected by `op`. nvcc
// compiles it with the toolkit's headers, kilnc with Kiln's; kiln_fp16_diff
// compares the two on the GPU.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

static __device__ __forceinline__ unsigned long long kd_h2(const __half2 v) {
  return (unsigned long long)__half_as_ushort(v.x) | ((unsigned long long)__half_as_ushort(v.y) << 16);
}
static __device__ __forceinline__ unsigned long long kd_b2(const __nv_bfloat162 v) {
  return (unsigned long long)__bfloat16_as_ushort(v.x) | ((unsigned long long)__bfloat16_as_ushort(v.y) << 16);
}
static __device__ __forceinline__ unsigned long long kd_f2(const float2 v) {
  return (unsigned long long)__float_as_uint(v.x) | ((unsigned long long)__float_as_uint(v.y) << 32);
}
static __device__ __forceinline__ __half2 kd_mk_h2(unsigned v) {
  __half2_raw r;
  r.x = (unsigned short)(v & 0xffffu);
  r.y = (unsigned short)(v >> 16);
  return __half2(r);
}
static __device__ __forceinline__ __nv_bfloat162 kd_mk_b2(unsigned v) {
  __nv_bfloat162_raw r;
  r.x = (unsigned short)(v & 0xffffu);
  r.y = (unsigned short)(v >> 16);
  return __nv_bfloat162(r);
}

// One thread per element; the host launches whole warps only.
extern "C" __global__ void fp16_diff(int op, const unsigned *A, const unsigned *B, const unsigned *C,
                                     const unsigned *F, const unsigned long long *D,
                                     const unsigned long long *L, unsigned long long *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned a = A[i], b = B[i], c = C[i];
  const __half ha = __ushort_as_half((unsigned short)(a & 0xffffu));
  const __half hb = __ushort_as_half((unsigned short)(b & 0xffffu));
  const __half hc = __ushort_as_half((unsigned short)(c & 0xffffu));
  const __half2 h2a = kd_mk_h2(a), h2b = kd_mk_h2(b), h2c = kd_mk_h2(c);
  const __nv_bfloat16 ba = __ushort_as_bfloat16((unsigned short)(a & 0xffffu));
  const __nv_bfloat16 bb = __ushort_as_bfloat16((unsigned short)(b & 0xffffu));
  const __nv_bfloat16 bc = __ushort_as_bfloat16((unsigned short)(c & 0xffffu));
  const __nv_bfloat162 b2a = kd_mk_b2(a), b2b = kd_mk_b2(b), b2c = kd_mk_b2(c);
  const float fa = __uint_as_float(F[i]), fb = __uint_as_float(B[i]);
  const double da = __longlong_as_double((long long)D[i]);
  const unsigned long long ulla = L[i];
  const long long lla = (long long)ulla;
  const int ia = (int)lla;
  const unsigned ua = (unsigned)ulla;
  const short sa = (short)lla;
  const unsigned short usa = (unsigned short)ulla;
  unsigned long long r = 0;
  switch (op) {
""")
        for n, (name, kind, acc, stmt) in enumerate(cases):
            f.write(f"  case {n}: {stmt} break;  // {name}\n")
        f.write("""  default: r = 0xdeadbeefdeadbeefull; break;
  }
  out[i] = r;
}
""")


def write_table(path):
    with open(path, "w") as f:
        f.write("// Generated by test/e2e/fp16/gen_fp16_diff.py: the cases of fp16_diff.cu.\n")
        f.write("#pragma once\n\nnamespace kiln::fp16diff {\n")
        f.write("struct Case { const char *name; const char *kind; bool approx; };\n")
        f.write(f"constexpr int kNumCases = {len(cases)};\n")
        f.write("constexpr Case kCases[kNumCases] = {\n")
        for name, kind, acc, _ in cases:
            f.write(f'    {{"{name}", "{kind}", {"true" if acc == "approx" else "false"}}},\n')
        f.write("};\n}  // namespace kiln::fp16diff\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    write_kernel(sys.argv[1])
    write_table(sys.argv[2])
