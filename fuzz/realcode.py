"""Differential kernels for kiln_realcode (test/realcode/README.md): generate.py --realcode DIR.

A compile-only oracle cannot see wrong code. These kernels carry a `// @realcode` header, so the
harness runs nvcc's and kilnc's PTX of each on the same inputs and compares what they write:

  out_h  u64, one hash per thread, EXACT. Every integer value the kernel computes is mixed in,
         and so are floating values that are exact: computed only by correctly rounded operations
         (literals, conversions, + - / sqrt on float/double, __fmul_rn and every other explicitly
         rounded intrinsic, fmaf, fmodf, floorf, fminf, the *_rn 16-bit arithmetic ...), never by a
         plain `*` (nvcc and kilnc may contract a*b+c into an fma differently) nor by a libdevice
         approximation. A float enters an integer only through a conversion whose argument is
         clamped into the target's range (out of range is undefined in C++) or through a bit-cast
         whose argument is canonicalised (any NaN -> 0x7fffffff, -0 -> +0: NaN payloads and the
         sign of a zero from fminf(+0, -0) are the compiler's choice).
  out_f  f32, out_d f64, out_x f32 (16-bit results): one APPROXIMATE operation per slot (a Math
         API function, a fast intrinsic, a 16-bit operation kilnc may contract) of exact
         operands. Both compilers link the same libdevice, so the difference is at most the sum
         of the two evaluations' documented error bounds:
           f32  abs=5e-6 rel=1e-5: libdevice's single-precision functions are within 9 ulp (j0f/y1f:
                2.2e-6 absolute beyond |x| > 8); fast intrinsics get their arguments clamped where
                their bounds are stated (__sinf/__cosf to [-pi, pi], __expf/__exp10f to [-10, 10],
                __powf to x in [1/8, 8], y in [-4, 4]: <= 31 ulp); 2 x 42 ulp ~ 1e-5 relative.
           f64  abs=1e-14 rel=1e-13: libdevice's double functions are within 10 ulp (2.2e-15).
           out_x abs=1e-4 rel=1.6e-2: __half/__nv_bfloat16 results, 2 ulp of bf16's 8-bit
                significand (kilnc's shims may round once where nvcc's asm rounds twice).
         frac=1e-3 on all three: an argument at a pole or an overflow edge (tgammaf near 35) may
         flip one element between finite and inf; a real miscompile changes far more.
  acc_u u32[12], acc_l u64[12]: global atomics whose result is order-independent: each pair of
         slots takes one kind only (add/sub, and, or, xor, min, max: two kinds on one slot do not
         commute), the returned old value never used. EXACT.

Inputs come from @buf with fixed ranges (in_s small signed values for loop bounds and indices);
divisors and shift counts are masked into range in the expression itself, signed arithmetic that
could overflow is done in the unsigned type, barriers and full-mask warp collectives appear only
in block-uniform control flow, and blocks are whole warps.
"""
import os
import random

from generate import FLOATS, HALFS, INTS, WIDE, Gen, is_int  # noqa: F401
from generate import PTXAS_FINDING, SYNC_FINDING, judge, save_finding

UNSIGNED = {"int": "unsigned", "long long": "unsigned long long", "long": "unsigned long",
            "__int128": "unsigned __int128", "short": "unsigned", "signed char": "unsigned",
            "char": "unsigned", "unsigned char": "unsigned", "unsigned short": "unsigned",
            "bool": "unsigned", "unsigned": "unsigned", "unsigned long long": "unsigned long long",
            "unsigned long": "unsigned long", "unsigned __int128": "unsigned __int128"}
BITS = {"int": 32, "unsigned": 32, "long long": 64, "unsigned long long": 64, "long": 64,
        "unsigned long": 64, "__int128": 128, "unsigned __int128": 128}
# The range of each integer type as (low, high) literals a float/double can be clamped to: the
# largest value of the type's range that float (double) represents.
F_RANGE = {"signed char": ("-128.0f", "127.0f"), "char": ("-128.0f", "127.0f"),
           "unsigned char": ("0.0f", "255.0f"), "short": ("-32768.0f", "32767.0f"),
           "unsigned short": ("0.0f", "65535.0f"), "int": ("-2147483648.0f", "2147483520.0f"),
           "unsigned": ("0.0f", "4294967040.0f"), "long long": ("-9.223372e18f", "9.223371e18f"),
           "long": ("-9.223372e18f", "9.223371e18f"), "unsigned long long": ("0.0f", "1.8446743e19f"),
           "unsigned long": ("0.0f", "1.8446743e19f"), "__int128": ("-1.7e38f", "1.7e38f"),
           "unsigned __int128": ("0.0f", "3.4e38f")}
D_RANGE = {"signed char": ("-128.0", "127.0"), "char": ("-128.0", "127.0"),
           "unsigned char": ("0.0", "255.0"), "short": ("-32768.0", "32767.0"),
           "unsigned short": ("0.0", "65535.0"), "int": ("-2147483648.0", "2147483647.0"),
           "unsigned": ("0.0", "4294967295.0"), "long long": ("-9.2233720368547758e18", "9.2233720368547748e18"),
           "long": ("-9.2233720368547758e18", "9.2233720368547748e18"),
           "unsigned long long": ("0.0", "1.8446744073709550e19"),
           "unsigned long": ("0.0", "1.8446744073709550e19"), "__int128": ("-1.7e38", "1.7e38"),
           "unsigned __int128": ("0.0", "3.4e38")}

# Exact operations: (spelling, argument types, result type). Bit-casts from floats are not here:
# they go through fz_bits (canonical NaN and zero).
EXACT = [
    ("__popc", ["unsigned"], "int"), ("__popcll", ["unsigned long long"], "int"),
    ("__clz", ["int"], "int"), ("__clzll", ["long long"], "int"), ("__ffs", ["int"], "int"),
    ("__ffsll", ["long long"], "int"), ("__brev", ["unsigned"], "unsigned"),
    ("__brevll", ["unsigned long long"], "unsigned long long"),
    ("__int_as_float", ["int"], "float"), ("__uint_as_float", ["unsigned"], "float"),
    ("__longlong_as_double", ["long long"], "double"), ("__hiloint2double", ["int", "int"], "double"),
    ("__float2int_rn", ["float"], "int"), ("__float2int_rz", ["float"], "int"),
    ("__float2int_rd", ["float"], "int"), ("__float2uint_rd", ["float"], "unsigned"),
    ("__float2uint_rn", ["float"], "unsigned"), ("__float2ll_ru", ["float"], "long long"),
    ("__float2ll_rz", ["float"], "long long"), ("__float2ull_rn", ["float"], "unsigned long long"),
    ("__double2float_rn", ["double"], "float"), ("__double2float_rz", ["double"], "float"),
    ("__double2float_ru", ["double"], "float"), ("__double2int_rz", ["double"], "int"),
    ("__double2int_rn", ["double"], "int"), ("__double2uint_ru", ["double"], "unsigned"),
    ("__double2ll_rd", ["double"], "long long"), ("__double2ull_rz", ["double"], "unsigned long long"),
    ("__int2float_rn", ["int"], "float"), ("__int2float_rz", ["int"], "float"),
    ("__uint2float_ru", ["unsigned"], "float"), ("__uint2double_rn", ["unsigned"], "double"),
    ("__int2double_rn", ["int"], "double"),
    ("__ll2float_rz", ["long long"], "float"), ("__ll2float_rn", ["long long"], "float"),
    ("__ull2float_rd", ["unsigned long long"], "float"), ("__ull2double_rd", ["unsigned long long"], "double"),
    ("__ll2double_ru", ["long long"], "double"),
    ("__saturatef", ["float"], "float"), ("__frcp_rn", ["float"], "float"), ("__frcp_rz", ["float"], "float"),
    ("__fsqrt_rn", ["float"], "float"), ("__fsqrt_rd", ["float"], "float"),
    ("__drcp_rn", ["double"], "double"), ("__dsqrt_rz", ["double"], "double"), ("__dsqrt_rn", ["double"], "double"),
    ("sqrtf", ["float"], "float"), ("floorf", ["float"], "float"), ("ceilf", ["float"], "float"),
    ("truncf", ["float"], "float"), ("roundf", ["float"], "float"), ("rintf", ["float"], "float"),
    ("nearbyintf", ["float"], "float"), ("fabsf", ["float"], "float"), ("ilogbf", ["float"], "int"),
    ("isfinite", ["double"], "bool"), ("isnan", ["float"], "bool"), ("isinf", ["float"], "bool"),
    ("sqrt", ["double"], "double"), ("floor", ["double"], "double"), ("ceil", ["double"], "double"),
    ("trunc", ["double"], "double"), ("round", ["double"], "double"), ("fabs", ["double"], "double"),
    ("ilogb", ["double"], "int"),
    ("__habs", ["__half"], "__half"), ("hfloor", ["__half"], "__half"), ("hceil", ["__half"], "__half"),
    ("htrunc", ["__half"], "__half"), ("hrint", ["__half"], "__half"), ("__hneg", ["__half"], "__half"),
    ("__habs", ["__nv_bfloat16"], "__nv_bfloat16"), ("__hneg", ["__nv_bfloat16"], "__nv_bfloat16"),
    ("hfloor", ["__nv_bfloat16"], "__nv_bfloat16"),
    ("__half2float", ["__half"], "float"), ("__bfloat162float", ["__nv_bfloat16"], "float"),
    ("__float2half_rn", ["float"], "__half"), ("__float2half_rz", ["float"], "__half"),
    ("__float2half_rd", ["float"], "__half"), ("__float2half_ru", ["float"], "__half"),
    ("__double2half", ["double"], "__half"), ("__double2bfloat16", ["double"], "__nv_bfloat16"),
    ("__float2bfloat16", ["float"], "__nv_bfloat16"), ("__float2bfloat16_rz", ["float"], "__nv_bfloat16"),
    ("__float2bfloat16_rd", ["float"], "__nv_bfloat16"), ("__float2bfloat16_ru", ["float"], "__nv_bfloat16"),
    ("__half2int_rn", ["__half"], "int"), ("__half2int_rz", ["__half"], "int"), ("__half2uint_rd", ["__half"], "unsigned"),
    ("__int2half_rd", ["int"], "__half"), ("__int2half_rn", ["int"], "__half"), ("__uint2half_ru", ["unsigned"], "__half"),
    ("__short2half_rn", ["short"], "__half"), ("__half2ll_rz", ["__half"], "long long"),
    ("__bfloat162int_rn", ["__nv_bfloat16"], "int"), ("__int2bfloat16_rn", ["int"], "__nv_bfloat16"),
    ("__ushort_as_half", ["unsigned short"], "__half"), ("__ushort_as_bfloat16", ["unsigned short"], "__nv_bfloat16"),
    ("__umulhi", ["unsigned", "unsigned"], "unsigned"), ("__mulhi", ["int", "int"], "int"),
    ("__umul64hi", ["unsigned long long", "unsigned long long"], "unsigned long long"),
    ("__mul64hi", ["long long", "long long"], "long long"), ("__mul24", ["int", "int"], "int"),
    ("__umul24", ["unsigned", "unsigned"], "unsigned"), ("__hadd", ["int", "int"], "int"),
    ("__rhadd", ["int", "int"], "int"), ("__uhadd", ["unsigned", "unsigned"], "unsigned"),
    ("__urhadd", ["unsigned", "unsigned"], "unsigned"), ("__sad", ["int", "int", "unsigned"], "unsigned"),
    ("__usad", ["unsigned", "unsigned", "unsigned"], "unsigned"),
    ("__byte_perm", ["unsigned", "unsigned", "unsigned"], "unsigned"),
    ("__funnelshift_l", ["unsigned", "unsigned", "unsigned"], "unsigned"),
    ("__funnelshift_r", ["unsigned", "unsigned", "unsigned"], "unsigned"),
    ("__funnelshift_lc", ["unsigned", "unsigned", "unsigned"], "unsigned"),
    ("__funnelshift_rc", ["unsigned", "unsigned", "unsigned"], "unsigned"),
    ("__dp4a", ["int", "int", "int"], "int"), ("__dp2a_lo", ["unsigned", "unsigned", "unsigned"], "unsigned"),
    ("__vadd2", ["unsigned", "unsigned"], "unsigned"), ("__vsub4", ["unsigned", "unsigned"], "unsigned"),
    ("__vabsdiffu4", ["unsigned", "unsigned"], "unsigned"), ("__vmaxs2", ["unsigned", "unsigned"], "unsigned"),
    ("__vcmpgtu4", ["unsigned", "unsigned"], "unsigned"), ("__vsads2", ["unsigned", "unsigned"], "unsigned"),
    ("__vavgu4", ["unsigned", "unsigned"], "unsigned"), ("__vseteq2", ["unsigned", "unsigned"], "unsigned"),
    ("__vminu4", ["unsigned", "unsigned"], "unsigned"), ("__vaddss2", ["unsigned", "unsigned"], "unsigned"),
    ("__vsubus4", ["unsigned", "unsigned"], "unsigned"), ("__vhaddu2", ["unsigned", "unsigned"], "unsigned"),
    ("__vsetles4", ["unsigned", "unsigned"], "unsigned"), ("__vcmpne2", ["unsigned", "unsigned"], "unsigned"),
    ("__vabs2", ["unsigned"], "unsigned"), ("__vneg4", ["unsigned"], "unsigned"), ("__vabsss4", ["unsigned"], "unsigned"),
    ("__fadd_rn", ["float", "float"], "float"), ("__fadd_rz", ["float", "float"], "float"),
    ("__fadd_rd", ["float", "float"], "float"), ("__fsub_ru", ["float", "float"], "float"),
    ("__fmul_rn", ["float", "float"], "float"), ("__fmul_rz", ["float", "float"], "float"),
    ("__fmul_ru", ["float", "float"], "float"), ("__fmul_rd", ["float", "float"], "float"),
    ("__fdiv_rn", ["float", "float"], "float"), ("__fdiv_rd", ["float", "float"], "float"),
    ("__fdiv_rz", ["float", "float"], "float"), ("__fsub_rn", ["float", "float"], "float"),
    ("__dadd_rz", ["double", "double"], "double"), ("__dmul_ru", ["double", "double"], "double"),
    ("__dmul_rn", ["double", "double"], "double"), ("__ddiv_rd", ["double", "double"], "double"),
    ("__ddiv_rn", ["double", "double"], "double"), ("__dsub_rz", ["double", "double"], "double"),
    ("fminf", ["float", "float"], "float"), ("fmaxf", ["float", "float"], "float"),
    ("fmodf", ["float", "float"], "float"), ("remainderf", ["float", "float"], "float"),
    ("fdimf", ["float", "float"], "float"), ("nextafterf", ["float", "float"], "float"),
    ("fmin", ["double", "double"], "double"), ("fmax", ["double", "double"], "double"),
    ("fmod", ["double", "double"], "double"), ("remainder", ["double", "double"], "double"),
    ("min", ["int", "int"], "int"), ("max", ["unsigned", "unsigned"], "unsigned"),
    ("min", ["long long", "long long"], "long long"), ("max", ["unsigned long long", "unsigned long long"], "unsigned long long"),
    ("umin", ["unsigned", "unsigned"], "unsigned"), ("llmax", ["long long", "long long"], "long long"),
    ("llmin", ["long long", "long long"], "long long"), ("ullmax", ["unsigned long long", "unsigned long long"], "unsigned long long"),
    ("__hmax", ["__half", "__half"], "__half"), ("__hmin", ["__half", "__half"], "__half"),
    ("__hsub_sat", ["__half", "__half"], "__half"), ("__hmin_nan", ["__half", "__half"], "__half"),
    ("__hadd_rn", ["__half", "__half"], "__half"), ("__hsub_rn", ["__half", "__half"], "__half"),
    ("__hmul_rn", ["__half", "__half"], "__half"), ("__hmul_sat", ["__half", "__half"], "__half"),
    ("__hadd_rn", ["__nv_bfloat16", "__nv_bfloat16"], "__nv_bfloat16"),
    ("__hmul_rn", ["__nv_bfloat16", "__nv_bfloat16"], "__nv_bfloat16"),
    ("__hsub_rn", ["__nv_bfloat16", "__nv_bfloat16"], "__nv_bfloat16"),
    ("__hmax", ["__nv_bfloat16", "__nv_bfloat16"], "__nv_bfloat16"),
    ("__hlt", ["__half", "__half"], "bool"), ("__hgeu", ["__nv_bfloat16", "__nv_bfloat16"], "bool"),
    ("__heq", ["__half", "__half"], "bool"), ("__hisnan", ["__half"], "bool"),
    ("__fmaf_rn", ["float"] * 3, "float"), ("__fmaf_rz", ["float"] * 3, "float"),
    ("__fmaf_ru", ["float"] * 3, "float"), ("fmaf", ["float"] * 3, "float"),
    ("__fma_rz", ["double"] * 3, "double"), ("__fma_rd", ["double"] * 3, "double"), ("fma", ["double"] * 3, "double"),
    ("__hfma", ["__half"] * 3, "__half"), ("__hfma_sat", ["__half"] * 3, "__half"),
    ("__hfma", ["__nv_bfloat16"] * 3, "__nv_bfloat16"),
]

# Approximate float operations for out_f: (spelling, argument clamps or None). A clamp (lo, hi)
# keeps the argument where the documented error bound holds.
APPROX_F = [
    ("__expf", [(-10, 10)]), ("__logf", [None]), ("__sinf", [(-3.14159, 3.14159)]),
    ("__cosf", [(-3.14159, 3.14159)]), ("__log2f", [None]), ("__exp10f", [(-10, 10)]),
    ("__tanf", [(-1.4, 1.4)]), ("__fdividef", [None, (0.001, 1e30)]), ("__powf", [(0.125, 8), (-4, 4)]),
    ("__frsqrt_rn", [None]), ("rsqrtf", [None]), ("cbrtf", [None]), ("expf", [None]), ("exp2f", [None]),
    ("expm1f", [None]), ("logf", [None]), ("log1pf", [None]), ("log2f", [None]), ("log10f", [None]),
    ("sinf", [None]), ("cosf", [None]), ("tanf", [None]), ("tanhf", [None]), ("sinhf", [(-80, 80)]),
    ("coshf", [(-80, 80)]), ("asinf", [None]), ("acosf", [None]), ("atanf", [None]), ("asinhf", [None]),
    ("acoshf", [None]), ("atanhf", [None]), ("erff", [None]), ("erfcf", [None]), ("erfinvf", [None]),
    ("erfcinvf", [None]), ("lgammaf", [(-2.2, 1e30)]), ("tgammaf", [(0.1, 30)]), ("sinpif", [None]),
    ("cospif", [None]), ("normcdff", [None]), ("normcdfinvf", [None]), ("j0f", [None]), ("j1f", [None]),
    ("y0f", [None]), ("y1f", [None]), ("powf", [None, None]), ("atan2f", [None, None]),
    ("hypotf", [None, None]), ("rhypotf", [None, None]), ("norm3df", [None, None, None]),
]
APPROX_D = [
    ("exp", [None]), ("log", [None]), ("sin", [None]), ("cos", [None]), ("atan", [None]),
    ("cosh", [(-700, 700)]), ("erfc", [None]), ("rcbrt", [None]), ("asinh", [None]), ("log10", [None]),
    ("cbrt", [None]), ("expm1", [None]), ("log1p", [None]), ("sinpi", [None]), ("normcdf", [None]),
    ("erfinv", [None]), ("tanh", [None]), ("lgamma", [(-2.2, 1e300)]), ("tgamma", [(0.1, 150)]),
    ("pow", [None, None]), ("atan2", [None, None]), ("hypot", [None, None]), ("rsqrt", [None]),
]
# 16-bit approximations (out_x): functions of cuda_fp16.h / cuda_bf16.h and operations kilnc may
# contract; arguments clamped to [-8, 8] (hsin/hcos's reduction is approximate beyond).
APPROX_X = [("hexp", 1), ("hsqrt", 1), ("hrsqrt", 1), ("hlog", 1), ("hsin", 1), ("hcos", 1),
            ("hexp2", 1), ("hlog2", 1), ("hrcp", 1), ("__hdiv", 2), ("__hadd", 2), ("__hmul", 2),
            ("__hsub", 2), ("+", 2), ("*", 2), ("-", 2)]


# Atomic kinds that commute with themselves; slot pair 2k, 2k+1 of acc_u/acc_l takes only kind k.
ATOMIC_KINDS = [["atomicAdd", "atomicSub"], ["atomicAnd"], ["atomicOr"], ["atomicXor"], ["atomicMin"], ["atomicMax"]]


def flit(v, t):
    """A float (f) or double literal of v."""
    s = repr(float(v))
    if "e" not in s and "." not in s:
        s += ".0"
    return s + ("f" if t == "float" else "")


class RealGen(Gen):
    """Gen's statements and types with every operation chosen so the result is defined and the
    same under any correct compiler (see the module docstring)."""

    def __init__(self, rng):
        super().__init__(rng)
        self.rvals = []       # read-only values in scope: (expression, type)
        self.slots = {"f": 0, "d": 0, "x": 0}
        self.structs = []     # (name, [(field, type)])
        self.unions = 0
        self.recursive = False
        self.coop = False
        self.uses_shared_acc = False
        self.warp = True      # warp-uniform control flow (full-mask warp collectives allowed)
        self.lams = []        # lambdas in scope: (name, result type, parameter types)
        self.trace = False    # out_t: the state after each top-level statement (--trace)

    # -- values ---------------------------------------------------------------------------------
    def var_of(self, t):
        cands = [n for n, vt in self.vars + self.rvals if vt == t]
        return self.rng.choice(cands) if cands else None

    def input(self, t):
        k = self.rng.randrange(4)
        idx = f"tid * 4u + {k}u" if self.rng.random() < 0.8 else f"tid * 4u + (({self.expr('unsigned', 3)}) & 3u)"
        if t == "double":
            return f"in_d[tid * 2u + {k % 2}u]"
        src = {"unsigned": "in_u", "int": "in_s", "float": "in_f"}[t]
        return f"{src}[{idx}]"

    def literal(self, t):
        rng = self.rng
        if t == "float" and rng.random() < 0.15:
            return rng.choice(["__int_as_float(0x7f800000)", "-0.0f", "1e-40f", "3.4e38f", "-1.5e-39f",
                               "__int_as_float(0xff800000)", "16777217.0f", "0.1f"])
        if t == "double" and rng.random() < 0.15:
            return rng.choice(["-0.0", "4.9e-324", "1.7e308", "9007199254740993.0", "0.1", "-3.0e-310"])
        if is_int(t) and t != "bool" and rng.random() < 0.2:
            bits = BITS.get(t, 32 if t in ("int", "unsigned") else 8 if "char" in t else 16)
            if t in WIDE:
                return f"({t})((unsigned __int128)1 << {rng.choice([63, 64, 100, 127])})"
            v = rng.choice([(1 << (bits - 1)) - 1, (1 << bits) - 1, 1 << (bits - 1), 0x5555])
            return f"({t}){v}ull"
        return super().literal(t)

    def leaf(self, t, depth):
        rng = self.rng
        v = self.var_of(t)
        if v and rng.random() < 0.7:
            return v
        r = rng.random()
        if r < 0.45:
            src = rng.choice(["unsigned", "int", "float", "double"] if t not in ("float", "double") else [t, "int"])
            return self.convert(self.input(src), src, t)
        if r < 0.6:
            return self.convert(rng.choice(["threadIdx.x", "blockIdx.x", "tid", "(unsigned)n"]), "unsigned", t)
        return self.literal(t)

    def convert(self, e, frm, to):
        if frm == to:
            return e
        if to == "bool":
            return f"(bool)({e})" if frm not in HALFS else f"(bool)(float)({e})"
        if is_int(to) and frm in FLOATS + HALFS:
            # Out of range is undefined: clamp into the target's range first (NaN -> low end).
            if frm in HALFS:
                e, frm = f"(float)({e})", "float"
            lo, hi = (F_RANGE if frm == "float" else D_RANGE)[to]
            mn, mx = ("fminf", "fmaxf") if frm == "float" else ("fmin", "fmax")
            return f"({to}){mn}({mx}({e}, {lo}), {hi})"
        if to in HALFS and frm in HALFS:
            return f"({to})(float)({e})"
        if to in HALFS and frm in WIDE:
            return f"({to})(float)({e})"
        if to in HALFS and is_int(frm):
            return f"({to})(float)({e})" if self.rng.random() < 0.5 else f"({to})(int)({e})" if frm == "int" else f"({to})(float)({e})"
        if frm in HALFS and to in FLOATS:
            return f"({to})(float)({e})"
        return f"({to})({e})"

    def block(self, n, depth):
        scope, rscope, lscope = len(self.vars), len(self.rvals), len(self.lams)
        for _ in range(n):
            self.statement(depth)
        del self.vars[scope:]
        del self.rvals[rscope:]
        del self.lams[lscope:]

    # -- expressions ----------------------------------------------------------------------------
    def expr(self, t, depth=0):
        rng = self.rng
        if depth > 3 or rng.random() < 0.35:
            return self.leaf(t, depth)
        k = rng.random()
        if k < 0.3:
            return self.arith(t, depth)
        if k < 0.36:
            cands = [h for h in self.helpers + self.lams if h[1] == t]
            if cands:
                name, _, params = rng.choice(cands)
                return f"{name}({', '.join(self.expr(pt, depth + 1) for pt in params)})"
            if t in ("unsigned", "unsigned long long") and rng.random() < 0.3:
                return f"fz_rotl<{t}, {rng.randint(1, 63)}>({self.expr(t, depth + 1)})"
            if self.arrays:
                arr, at = rng.choice(self.arrays)
                return self.convert(f"{arr}[({self.expr('unsigned', depth + 1)}) & 7u]", at, t)
        if k < 0.58:
            cands = [x for x in EXACT if x[2] == t]
            if cands:
                name, ats, _ = rng.choice(cands)
                return f"{name}({', '.join(self.expr(a, depth + 1) for a in ats)})"
        if k < 0.64 and is_int(t) and t != "bool":
            # A float's bits: canonical NaN and zero.
            s = rng.choice(["float", "double", "__half", "__nv_bfloat16"])
            return f"({t})fz_bits({self.expr(s, depth + 1)})"
        if k < 0.74:
            s = self.pick_type()
            return self.convert(self.expr(s, depth + 1), s, t)
        if k < 0.84:
            # A select chain.
            parts = [f"{self.cond(depth + 1)} ? {self.expr(t, depth + 2)}" for _ in range(rng.randint(1, 3))]
            return "(" + " : ".join(parts) + f" : {self.expr(t, depth + 1)})"
        if k < 0.9 and is_int(t) and t != "bool":
            ut = UNSIGNED[t]
            op = rng.choice(["~", "-", "!", "abs"])
            a = self.expr(t, depth + 1)
            if op == "~":
                return f"({t})(~({ut})({a}))"
            if op == "-":
                return f"({t})(({ut})0 - ({ut})({a}))"
            if op == "!":
                return f"({t})!({a})"
            if t == "int":
                return f"abs(max({a}, -2147483647))"
            if t == "long long":
                return f"llabs(llmax({a}, -9223372036854775807ll))"
            return f"({t})({a})"
        if k < 0.93 and t in ("float", "double"):
            a = self.expr(t, depth + 1)
            b = self.expr(t, depth + 1)
            fn = "copysignf" if t == "float" else "copysign"
            nan = "isnan"
            return f"{fn}({a}, {nan}({b}) ? {flit(1, t)} : ({b}))"
        return self.arith(t, depth)

    def arith(self, t, depth):
        rng = self.rng
        a = self.expr(t, depth + 1)
        b = self.expr(t, depth + 1)
        if t == "bool":
            return f"({a} {rng.choice(['&&', '||', '!=', '==', '^'])} {b})"
        if t in HALFS:
            fn = rng.choice(["__hadd_rn", "__hsub_rn", "__hmul_rn"])
            return f"{fn}({a}, {b})"
        if t in FLOATS:
            # No plain `*`: a product feeding + - may be contracted into an fma by one compiler only.
            op = rng.choice(["+", "-", "/", "mul"])
            if op == "mul":
                return f"{'__fmul_rn' if t == 'float' else '__dmul_rn'}({a}, {b})"
            return f"({a} {op} {b})"
        op = rng.choice(["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "<<", ">>", "cmp"])
        ut = UNSIGNED[t]
        signed = ut != t and not t.startswith("unsigned") and t not in ("unsigned char", "unsigned short")
        bits = BITS.get(t, 32)
        if op == "cmp":
            s = rng.choice(INTS + WIDE)
            return self.convert(f"({self.expr(s, depth + 1)} {rng.choice(['<', '<=', '>', '>=', '==', '!='])} {b})", "bool", t)
        if op in ("/", "%"):
            r = rng.random()
            if r < 0.5:
                d = f"({t})((({b}) & 15) + 2)"
            elif r < 0.7 and signed:
                d = f"({t})(-(int)((({b}) & 15) + 2))"
            elif signed:
                d = f"({t})((({ut})({b}) >> 1) | 2)"  # positive, never 0 nor -1
            else:
                d = f"({t})(({b}) | 1)"
            return f"({t})({a} {op} {d})"
        if op in ("<<", ">>"):
            cnt = f"(({b}) & {bits - 1})" if rng.random() < 0.7 else str(rng.choice([0, 1, bits - 2, bits - 1]))
            if op == "<<" or not signed:
                return f"({t})(({ut})({a}) {op} {cnt})"
            return f"({t})(({t})({a}) >> {cnt})"  # arithmetic shift of a signed value
        if op in ("+", "-", "*") and (signed or ut != t):
            return f"({t})(({ut})({a}) {op} ({ut})({b}))"
        return f"({t})({a} {op} {b})"

    def cond(self, depth=0):
        rng = self.rng
        t = rng.choice(["int", "unsigned", "float", "double", "long long", "__half", "unsigned char",
                        "short", "unsigned long long", "__int128", "__nv_bfloat16"])
        op = rng.choice(["<", "<=", ">", ">=", "==", "!="])
        if t in INTS and rng.random() < 0.3:
            # Mixed signedness: the usual arithmetic conversions.
            u = rng.choice(["int", "unsigned", "long long", "unsigned long long", "short"])
            return f"({self.expr(t, depth + 1)} {op} {self.expr(u, depth + 1)})"
        return f"({self.expr(t, depth + 1)} {op} {self.expr(t, depth + 1)})"

    # -- statements -----------------------------------------------------------------------------
    def mix(self, e, t):
        """Mixes a value of type t into the thread's hash."""
        if t in FLOATS + HALFS:
            v = f"fz_bits({e})"
        elif t in WIDE:
            v = f"fz_wide({e})"
        else:
            v = f"(unsigned long long)({e})"
        self.emit(f"h = fz_mix(h, {v});")

    def assign(self):
        if not self.vars:
            return self.declare()
        name, t = self.rng.choice(self.vars)
        if name.startswith("i"):
            return self.declare()
        others = [n for n, vt in self.vars if vt == t and n != name and not n.startswith("i")]
        if others and self.rng.random() < 0.15:
            other = self.rng.choice(others)
            if is_int(t) and t != "bool" and self.rng.random() < 0.5:
                self.emit(f"({self.cond()} ? {name} : {other}) ^= {self.expr(t)};")
            else:
                ref = self.fresh("r")
                self.emit(f"{{ {t} &{ref} = {self.cond()} ? {name} : {other}; {ref} = {self.expr(t)}; }}")
            return
        if is_int(t) and t != "bool" and self.rng.random() < 0.4:
            op = self.rng.choice(["^=", "|=", "&="])
            self.emit(f"{name} {op} {self.expr(t)};")
        else:
            self.emit(f"{name} = {self.expr(t)};")

    def clamp(self, e, rng_, t):
        if rng_ is None:
            return e
        lo, hi = rng_
        mn, mx = ("fminf", "fmaxf") if t == "float" else ("fmin", "fmax")
        return f"{mn}({mx}({e}, {flit(lo, t)}), {flit(hi, t)})"

    def approx(self):
        """One approximate operation of exact operands into out_f, out_d or out_x."""
        rng = self.rng
        kind = rng.choice("ffffddx")
        if kind == "f":
            if rng.random() < 0.15:
                a, b = self.expr("float", 1), self.expr("float", 1)
                val = f"({a} {rng.choice(['+', '-', '*', '/'])} {b})"
            else:
                fn, clamps = rng.choice(APPROX_F)
                val = f"{fn}({', '.join(self.clamp(self.expr('float', 1), c, 'float') for c in clamps)})"
            if rng.random() < 0.1:
                s, c = self.fresh("sn"), self.fresh("cs")
                x = self.expr("float", 1)
                self.emit(f"{{ float {s}, {c}; sincosf({x}, &{s}, &{c}); "
                          f"out_f[tid * KF + {self.slots['f']}u] = {s}; out_f[tid * KF + {self.slots['f'] + 1}u] = {c}; }}")
                self.slots["f"] += 2
                return
            self.emit(f"out_f[tid * KF + {self.slots['f']}u] = {val};")
            self.slots["f"] += 1
        elif kind == "d":
            fn, clamps = rng.choice(APPROX_D)
            val = f"{fn}({', '.join(self.clamp(self.expr('double', 1), c, 'double') for c in clamps)})"
            self.emit(f"out_d[tid * KD + {self.slots['d']}u] = {val};")
            self.slots["d"] += 1
        else:
            t = rng.choice(HALFS)
            fn, n = rng.choice(APPROX_X)
            if t == "__nv_bfloat16" and fn in ("hsin", "hcos", "hexp2", "hlog2"):
                fn = "hexp"
            args = [f"__hmax(__hmin({self.expr(t, 1)}, ({t})8.0f), ({t})-8.0f)" for _ in range(n)]
            val = f"({args[0]} {fn} {args[1]})" if fn in "+*-" else f"{fn}({', '.join(args)})"
            self.emit(f"out_x[tid * KX + {self.slots['x']}u] = (float)({val});")
            self.slots["x"] += 1

    def shared_round(self):
        rng = self.rng
        t = rng.choice(["float", "int", "double", "unsigned long long", "__half", "unsigned char", "__int128"])
        arr = f"s_{self.san(t)}"
        pointer = rng.random() < 0.4  # through pointers into the shared array
        if pointer:
            sp = self.fresh("sp")
            self.emit(f"{{ {t} *{sp} = {arr} + threadIdx.x; *{sp} = {self.expr(t)}; }}")
        else:
            self.emit(f"{arr}[threadIdx.x] = {self.expr(t)};")
        self.emit("__syncthreads();" if rng.random() < 0.85 else "cg::this_thread_block().sync();")
        if "cg::" in self.lines[-1]:
            self.coop = True
        name = self.fresh()
        idx = rng.choice(["(threadIdx.x + 1) % blockDim.x", "blockDim.x - 1 - threadIdx.x",
                          "threadIdx.x ^ 1", "0", "(threadIdx.x * 7) % blockDim.x", "threadIdx.x ^ 32"])
        if idx == "threadIdx.x ^ 32":
            idx = "(threadIdx.x ^ 32) % blockDim.x"
        if pointer:
            self.emit(f"{t} {name} = *({arr} + ({idx}));")
        else:
            self.emit(f"{t} {name} = {arr}[{idx}];")
        self.emit("__syncthreads();")
        self.vars.append((name, t))
        self.shared.add(t)

    def shared_atomic(self):
        rng = self.rng
        self.uses_shared_acc = True
        op = rng.choice(["atomicAdd", "atomicOr", "atomicXor", "atomicAnd", "atomicMax", "atomicMin"])
        self.emit(f"if (threadIdx.x < 8) s_acc[threadIdx.x] = {self.expr('unsigned')};")
        self.emit("__syncthreads();")
        self.emit(f"{op}(&s_acc[({self.expr('unsigned')}) & 7u], {self.expr('unsigned')});")
        self.emit("__syncthreads();")
        name = self.fresh()
        self.emit(f"unsigned {name} = s_acc[(threadIdx.x + {rng.randint(0, 7)}) & 7u];")
        self.emit("__syncthreads();")
        self.vars.append((name, "unsigned"))

    def collective(self):
        rng = self.rng
        t = rng.choice(["int", "unsigned", "float", "double", "long long", "unsigned long long"])
        name = self.fresh()
        ops = [
            (f"__shfl_sync(0xffffffffu, {{e}}, {rng.randint(0, 31)})", t),
            (f"__shfl_sync(0xffffffffu, {{e}}, (int)(threadIdx.x * {rng.choice([3, 5, 7])}u))", t),
            (f"__shfl_xor_sync(0xffffffffu, {{e}}, {rng.choice([1, 2, 4, 8, 16])})", t),
            (f"__shfl_down_sync(0xffffffffu, {{e}}, {rng.randint(1, 16)})", t),
            (f"__shfl_up_sync(0xffffffffu, {{e}}, {rng.randint(1, 16)}, {rng.choice([8, 16, 32])})", t),
            ("__ballot_sync(0xffffffffu, ({e}) != 0)", "unsigned"),
            ("__syncthreads_count(({e}) != 0)", "int"), ("__syncthreads_or(({e}) > 0)", "int"),
            ("__any_sync(0xffffffffu, ({e}) != 0)", "int"), ("__all_sync(0xffffffffu, ({e}) > 0)", "int"),
        ]
        if t in ("int", "unsigned", "long long", "unsigned long long"):
            ops.append(("__match_any_sync(0xffffffffu, {e})", "unsigned"))
        if t in ("int", "unsigned"):
            ops += [(f"__reduce_{o}_sync(0xffffffffu, ({{ut}})({{e}}))", "unsigned" if o != "min" else "int")
                    for o in ("add", "min", "max", "and", "or", "xor")]
        if not self.uniform:  # block barriers: only where the whole block gets to them
            ops = [o for o in ops if "syncthreads" not in o[0]]
        op, rt = rng.choice(ops)
        e = self.expr(t)
        if "{ut}" in op:
            op = op.replace("{ut}", "int" if rt == "int" else "unsigned")
        self.emit(f"{rt} {name} = {op.format(e=e)};")
        self.vars.append((name, rt))

    def global_atomic(self):
        """Integer atomics whose final value is order-independent: each kind has its own pair of
        slots (KINDS), since two kinds on one slot (add then and) do not commute."""
        rng = self.rng
        kind = rng.randrange(len(ATOMIC_KINDS))
        fn = rng.choice(ATOMIC_KINDS[kind])
        buf, t = rng.choice([("acc_u", "unsigned"), ("acc_l", "unsigned long long")])
        if buf == "acc_l" and fn == "atomicSub":
            fn = "atomicAdd"
        self.emit(f"{fn}(&{buf}[{2 * kind}u + (({self.expr('unsigned')}) & 1u)], {self.expr(t)});")

    def struct_use(self):
        rng = self.rng
        if not self.structs:
            return self.declare()
        sname, fields = rng.choice(self.structs)
        v = self.fresh("s")
        args = ", ".join(self.expr(ft) for _, ft in fields)
        self.emit(f"{sname} {v}({args});")
        if rng.random() < 0.6:
            self.emit(f"{sname}_bump({v}, {self.expr('unsigned')});")
        if rng.random() < 0.6:
            self.emit(f"h = fz_mix(h, {sname}_take({v}, {self.expr('int')}));")
        if rng.random() < 0.5:
            self.emit(f"h = fz_mix(h, {v}.key());")
        for f, ft in fields:
            self.vars.append((f"{v}.{f}", ft))

    def union_use(self):
        rng = self.rng
        self.unions = 1
        v = self.fresh("u")
        self.emit(f"FzU {v};")
        self.emit(f"{v}.u = {self.expr('unsigned long long')};")
        for _ in range(rng.randint(1, 3)):
            which = rng.choice(["w", "hw", "b"])
            n = {"w": 2, "hw": 4, "b": 8}[which]
            t = {"w": "unsigned", "hw": "unsigned short", "b": "unsigned char"}[which]
            self.emit(f"{v}.{which}[({self.expr('unsigned')}) % {n}u] ^= ({t})({self.expr(t)});")
        self.rvals.append((f"{v}.d", "double"))
        self.rvals.append((f"{v}.f[1]", "float"))
        self.vars.append((f"{v}.u", "unsigned long long"))

    def local_loop(self, depth):
        """A while loop with a bounded trip count and a break on a per-thread condition."""
        rng = self.rng
        w = self.fresh("i")
        self.emit(f"for (int {w} = 0; {w} < 6; ++{w}) {{")
        was = (self.uniform, self.warp)
        self.uniform = self.warp = False
        self.indent += 1
        self.vars.append((w, "int"))
        self.block(rng.randint(1, 3), depth + 1)
        self.emit(f"if ({self.cond()}) break;")
        self.vars.remove((w, "int"))
        self.indent -= 1
        self.emit("}")
        self.uniform, self.warp = was

    def pointer_walk(self):
        if not self.arrays:
            return self.declare()
        arr, at = self.rng.choice(self.arrays)
        p = self.fresh("p")
        self.emit(f"{at} *{p} = {arr} + (({self.expr('unsigned')}) & 3u);")
        self.emit(f"{p}[{self.rng.randint(0, 4)}] = {self.expr(at)};")
        k, e = self.rng.randint(0, 4), self.expr("unsigned")
        if at == "float":
            self.emit(f"*({p} + {k}) = __fadd_rn(*({p} + {k}), (float)(({e}) & 7u));")
        else:  # in the unsigned type: no signed overflow
            self.emit(f"*({p} + {k}) = ({at})((unsigned long long)*({p} + {k}) + (({e}) & 7u));")
        self.mix(f"{p}[1]", at)

    def recursion(self):
        self.recursive = True
        self.emit(f"h = fz_mix(h, fz_rec({self.expr('unsigned')}, (int)(({self.expr('unsigned')}) & 7u)));")

    def statement(self, depth):
        rng = self.rng
        k = rng.random()
        if depth > 2 or k < 0.3:
            r = rng.random()
            if r < 0.45:
                return self.declare()
            if r < 0.75:
                return self.assign()
            t = self.pick_type()
            return self.mix(self.expr(t), t)
        if k < 0.42:
            c = self.cond()
            self.emit(f"if ({c}) {{")
            was = (self.uniform, self.warp)
            self.uniform = self.warp = False
            self.indent += 1
            self.block(rng.randint(1, 3), depth + 1)
            self.indent -= 1
            if rng.random() < 0.5:
                self.emit("} else {")
                self.indent += 1
                self.block(rng.randint(1, 3), depth + 1)
                self.indent -= 1
            self.emit("}")
            self.uniform, self.warp = was
            return
        if k < 0.5:
            i = self.fresh("i")
            bound = rng.choice(["4", "8", "n % 9", "(int)(blockIdx.x % 5) + 1", "3", "(in_s[tid * 4u] & 7)"])
            uniform_bound = "in_s" not in bound
            unroll = rng.choice(["", "", "#pragma unroll\n", "#pragma unroll 2\n"]) if bound in ("4", "8", "3") else ""
            if unroll:
                self.emit(unroll.strip())
            self.emit(f"for (int {i} = 0; {i} < {bound}; ++{i}) {{")
            self.vars.append((i, "int"))
            was = (self.uniform, self.warp)
            leaves = rng.random() < 0.25
            self.uniform = self.uniform and uniform_bound and not leaves
            self.warp = self.warp and uniform_bound and not leaves
            self.indent += 1
            self.block(rng.randint(1, 3), depth + 1)
            if leaves:
                self.emit(f"if ({self.cond()}) {rng.choice(['break', 'continue'])};")
            self.indent -= 1
            self.emit("}")
            self.vars.remove((i, "int"))
            self.uniform, self.warp = was
            return
        if k < 0.55:
            return self.local_loop(depth)
        if k < 0.6:
            self.emit(f"switch ((int)({self.expr('unsigned')}) & 7) {{")
            was = (self.uniform, self.warp)
            self.uniform = self.warp = False
            for c in rng.sample(range(8), rng.randint(1, 4)):
                self.emit(f"case {c}: {{")
                self.indent += 1
                self.block(rng.randint(1, 2), depth + 1)
                self.indent -= 1
                self.emit("} break;" if rng.random() < 0.7 else "}  // falls through")
            self.emit("default: break;")
            self.emit("}")
            self.uniform, self.warp = was
            return
        # The other statements, by weight, where their control-flow condition holds.
        feats = [
            (6, self.shared_round, self.uniform), (3, self.shared_atomic, self.uniform),
            (6, self.collective, self.warp), (3, self.warp_shared, self.warp and not self.uniform),
            (3, self.coop_reduce, self.warp), (3, self.warp_branch, self.warp),
            (2, self.warp_exit, self.warp and depth == 0), (4, self.global_atomic, True),
            (7, self.approx, True), (3, self.struct_use, True), (2, self.union_use, True),
            (2, self.array_write, bool(self.arrays)), (2, self.pointer_walk, bool(self.arrays)),
            (1, self.recursion, True), (2, self.early_return, depth == 0), (3, self.template_use, True),
            (3, self.lambda_use, True), (2, self.ref_helper, True), (4, self.vector_use, True),
            (3, self.pair_use, True), (4, self.asm_use, True),
        ]
        feats = [(w, f) for w, f, ok in feats if ok]
        pick = rng.random() * sum(w for w, _ in feats)
        for w, f in feats:
            pick -= w
            if pick < 0:
                return f()
        self.declare()

    def array_write(self):
        arr, at = self.rng.choice(self.arrays)
        self.emit(f"{arr}[({self.expr('unsigned')}) & 7u] = {self.expr(at)};")

    def early_return(self):
        self.emit(f"if ({self.cond()}) {{ out_h[tid] = h ^ 0x5bd1e995ull; return; }}")
        self.uniform = self.warp = False

    def warp_cond(self):
        """A condition with one value across each warp."""
        rng = self.rng
        e = self.expr(rng.choice(["int", "unsigned"]))
        return rng.choice([
            f"(int)__shfl_sync(0xffffffffu, (int)({e}), {rng.randint(0, 31)}) > {rng.choice([-100, 0, 7, 1000])}",
            f"__any_sync(0xffffffffu, ({e}) > 0)", f"__all_sync(0xffffffffu, ({e}) != 0)",
            f"(threadIdx.x >> 5) == {rng.randint(0, 3)}u", f"__popc(__ballot_sync(0xffffffffu, ({e}) & 1)) > 16",
            "(blockIdx.x & 1u) == 0u"])

    def warp_exit(self):
        """Whole warps leave; the rest still run full-mask warp collectives (no block barrier)."""
        self.emit(f"if ({self.warp_cond()}) {{ out_h[tid] = h ^ 0x27d4eb2full; return; }}")
        self.uniform = False

    def warp_branch(self):
        self.emit(f"if ({self.warp_cond()}) {{")
        was = (self.uniform, self.warp)
        self.uniform = False
        self.indent += 1
        self.block(self.rng.randint(1, 3), 1)
        self.indent -= 1
        self.emit("}")
        self.uniform, self.warp = was

    def warp_shared(self):
        """Lanes of a warp exchange through shared memory between __syncwarp()s."""
        rng = self.rng
        t = rng.choice(["unsigned", "float", "long long"])
        self.emit(f"s_{self.san(t)}[threadIdx.x] = {self.expr(t)};")
        self.emit("__syncwarp();")
        name = self.fresh()
        self.emit(f"{t} {name} = s_{self.san(t)}[(threadIdx.x & ~31u) | ((threadIdx.x + {rng.randint(1, 31)}u) & 31u)];")
        self.emit("__syncwarp();")
        self.vars.append((name, t))
        self.shared.add(t)

    def coop_reduce(self):
        """A cooperative-groups tile reduction (cg::reduce or a shfl_down loop) in warp-uniform code."""
        rng = self.rng
        self.coop = True
        size = rng.choice([4, 8, 16, 32])
        name, tile = self.fresh(), self.fresh("tile")
        r = rng.random()
        self.emit(f"auto {tile} = cg::tiled_partition<{size}>(cg::this_thread_block());")
        if r < 0.4:
            op, t = rng.choice([("cg::plus<unsigned>()", "unsigned"), ("cg::greater<int>()", "int"),
                                ("cg::less<unsigned>()", "unsigned"), ("cg::bit_xor<unsigned>()", "unsigned"),
                                ("cg::plus<unsigned long long>()", "unsigned long long")])
            self.emit(f"{t} {name} = cg::reduce({tile}, ({t})({self.expr(t)}), {op});")
        elif r < 0.7:
            t = "unsigned"
            o = self.fresh("i")
            self.emit(f"{t} {name} = {self.expr(t)};")
            self.emit(f"for (int {o} = {tile}.size() / 2; {o} > 0; {o} /= 2) {name} += {tile}.shfl_down({name}, {o});")
        else:
            t = "unsigned"
            self.emit(f"{t} {name} = {tile}.ballot(({self.expr('int')}) > 0) ^ ({t}){tile}.any(({self.expr('unsigned')}) & 1u)"
                      f" ^ {tile}.shfl_xor(({t})({self.expr(t)}), {rng.choice([1, 2])}) ^ {tile}.thread_rank() ^ "
                      f"({t}){tile}.meta_group_rank() << 8;")
        self.vars.append((name, t))

    def template_use(self):
        rng = self.rng
        if rng.random() < 0.5:
            t = rng.choice(["unsigned", "unsigned long long", "unsigned short", "int", "long long"])
            n = rng.choice([2, 3, 5, 8])
            b = self.fresh("b")
            self.emit(f"FzBox<{t}, {n}> {b}({self.expr(t)});")
            self.emit(f"{b}.put({self.expr('unsigned')}, {self.expr(t)});")
            self.mix(f"{b}.at({self.expr('unsigned')})", t)
            self.rvals.append((f"{b}.at(threadIdx.x)", t))
        else:
            t = rng.choice(["unsigned", "unsigned long long", "unsigned char"])
            name = self.fresh()
            self.emit(f"{t} {name} = fz_rotl<{t}, {rng.randint(0, 70)}>({self.expr(t)});")
            self.vars.append((name, t))

    def lambda_use(self):
        rng = self.rng
        name, p = self.fresh("lam"), self.fresh("lx")
        pt, rt = self.pick_type(), rng.choice(["unsigned", "int", "float", "unsigned long long", "double"])
        self.rvals.append((p, pt))
        body = self.expr(rt, 1)
        self.rvals.remove((p, pt))
        cap = rng.choice(["&", "="])
        self.emit(f"auto {name} = [{cap}]({pt} {p}) -> {rt} {{ return {body}; }};")
        self.lams.append((name, rt, [pt]))
        self.mix(f"{name}({self.expr(pt)})", rt)

    def ref_helper(self):
        cands = [(n, t) for n, t in self.vars if is_int(t) and t != "bool" and not n.startswith("i")]
        if not cands:
            return self.declare()
        n, t = self.rng.choice(cands)
        self.emit(f"fz_xorin<{t}>({n}, {self.expr(t)});")

    def vector_use(self):
        rng = self.rng
        v = self.fresh("w")
        kinds = [
            ("uint2", "make_uint2", "unsigned", "xy"), ("int4", "make_int4", "int", "xyzw"),
            ("float4", "make_float4", "float", "xyzw"), ("uchar4", "make_uchar4", "unsigned char", "xyzw"),
            ("double2", "make_double2", "double", "xy"), ("short2", "make_short2", "short", "xy"),
            ("ulonglong2", "make_ulonglong2", "unsigned long long", "xy"), ("float2", "make_float2", "float", "xy"),
        ]
        loads = [("uint4", "in_u", "tid", "unsigned", "xyzw"), ("uint2", "in_u", f"tid * 2u + {rng.randint(0, 1)}u", "unsigned", "xy"),
                 ("float4", "in_f", "tid", "float", "xyzw"), ("int2", "in_s", f"tid * 2u + {rng.randint(0, 1)}u", "int", "xy"),
                 ("double2", "in_d", "tid", "double", "xy"), ("int4", "in_s", "tid", "int", "xyzw")]
        if rng.random() < 0.4:
            vt, buf, idx, et, fields = rng.choice(loads)
            self.emit(f"{vt} {v} = reinterpret_cast<const {vt} *>({buf})[{idx}];")
        else:
            vt, mk, et, fields = rng.choice(kinds)
            self.emit(f"{vt} {v} = {mk}({', '.join(self.expr(et) for _ in fields)});")
        for f in fields:
            self.vars.append((f"{v}.{f}", et))

    def pair_use(self):
        """__half2 / __nv_bfloat162 arithmetic that rounds once (fma, min/max, *_rn)."""
        rng = self.rng
        p = self.fresh("hp")
        if rng.random() < 0.6:
            t2, t, mk, lo, hi = "__half2", "__half", "__floats2half2_rn", "__low2half", "__high2half"
            ops = ["__hfma2({a}, {b}, {c})", "__hmax2({a}, {b})", "__hmin2({a}, {b})", "__habs2({a})", "__hneg2({a})",
                   "__lowhigh2highlow({a})", "__hmul2_rn({a}, {b})", "__hfma2_sat({a}, {b}, {c})"]
        else:
            t2, t, mk, lo, hi = "__nv_bfloat162", "__nv_bfloat16", "__floats2bfloat162_rn", "__low2bfloat16", "__high2bfloat16"
            ops = ["__hfma2({a}, {b}, {c})", "__hmax2({a}, {b})", "__hmin2({a}, {b})", "__habs2({a})", "__hneg2({a})",
                   "__lowhigh2highlow({a})", "__hmul2_rn({a}, {b})"]
        self.emit(f"{t2} {p} = {mk}({self.expr('float')}, {self.expr('float')});")
        for _ in range(rng.randint(1, 3)):
            other = f"__halves2half2({self.expr(t)}, {self.expr(t)})" if t == "__half" else \
                f"__halves2bfloat162({self.expr(t)}, {self.expr(t)})"
            self.emit(f"{p} = {rng.choice(ops).format(a=p, b=other, c=p)};")
        self.rvals.append((f"{lo}({p})", t))
        self.rvals.append((f"{hi}({p})", t))
        if rng.random() < 0.3:
            fn = rng.choice(["h2exp", "h2sqrt", "h2rcp", "h2log2"] if t == "__half" else ["h2exp", "h2sqrt", "h2rcp"])
            a = f"{mk}(fminf(fmaxf({self.expr('float')}, -8.0f), 8.0f), fminf(fmaxf({self.expr('float')}, -8.0f), 8.0f))"
            # One slot per half: a sum of two approximations can cancel (h2rcp(-x) + h2rcp(x)).
            r = self.fresh("hq")
            self.emit(f"{t2} {r} = {fn}({a});")
            self.emit(f"out_x[tid * KX + {self.slots['x']}u] = __low2float({r});")
            self.emit(f"out_x[tid * KX + {self.slots['x'] + 1}u] = __high2float({r});")
            self.slots["x"] += 2

    def asm_use(self):
        """Inline PTX with r, l, f, d and h operands: results the same on any correct compiler."""
        rng = self.rng
        n = self.fresh("pt")
        u = lambda: self.expr("unsigned")  # noqa: E731
        r = rng.randrange(9)
        if r == 0:
            hi = self.fresh("pt")
            self.emit(f"unsigned {n}, {hi};")
            self.emit(f'asm volatile("add.cc.u32 %0, %2, %4;\\n\\taddc.u32 %1, %3, %5;" : "=r"({n}), "=r"({hi}) : '
                      f'"r"({u()}), "r"({u()}), "r"({u()}), "r"({u()}));')
            self.vars += [(n, "unsigned"), (hi, "unsigned")]
            return
        if r == 1:
            self.emit(f"unsigned {n};")
            self.emit(f'asm("prmt.b32 %0, %1, %2, %3;" : "=r"({n}) : "r"({u()}), "r"({u()}), "r"({u()}));')
        elif r == 2:
            sign = rng.choice(["u", "s"])
            self.emit(f"unsigned {n};")
            self.emit(f'asm("bfe.{sign}32 %0, %1, %2, %3;" : "=r"({n}) : "r"({u()}), "r"(({u()}) & 31u), "r"(({u()}) & 31u));')
        elif r == 3:
            self.emit(f"unsigned {n};")
            self.emit(f'asm("lop3.b32 %0, %1, %2, %3, 0x{rng.randrange(256):02x};" : "=r"({n}) : "r"({u()}), "r"({u()}), "r"({u()}));')
        elif r == 4:
            op = rng.choice(["mul.hi.u64 %0, %1, %2;", "mul.lo.u64 %0, %1, %2;", "add.u64 %0, %1, %2;", "xor.b64 %0, %1, %2;"])
            self.emit(f"unsigned long long {n};")
            self.emit(f'asm("{op}" : "=l"({n}) : "l"({self.expr("unsigned long long")}), "l"({self.expr("unsigned long long")}));')
            self.vars.append((n, "unsigned long long"))
            return
        elif r == 5:
            op = rng.choice(["fma.rn.f32 %0, %1, %2, %3;", "fma.rz.f32 %0, %1, %2, %3;"])
            self.emit(f"float {n};")
            self.emit(f'asm("{op}" : "=f"({n}) : "f"({self.expr("float")}), "f"({self.expr("float")}), "f"({self.expr("float")}));')
            self.vars.append((n, "float"))
            return
        elif r == 6:
            self.emit(f"double {n};")
            self.emit(f'asm("fma.rn.f64 %0, %1, %2, %3;" : "=d"({n}) : "d"({self.expr("double")}), "d"({self.expr("double")}), "d"({self.expr("double")}));')
            self.vars.append((n, "double"))
            return
        elif r == 7:
            op = rng.choice(["add.rn.f16", "mul.rn.f16", "max.f16", "sub.rn.f16"])
            self.emit(f"unsigned short {n};")
            self.emit(f'asm("{op} %0, %1, %2;" : "=h"({n}) : "h"(__half_as_ushort({self.expr("__half")})), '
                      f'"h"(__half_as_ushort({self.expr("__half")})));')
            self.vars.append((n, "unsigned short"))
            return
        else:
            self.emit(f"unsigned {n} = {u()};")
            self.emit(f'asm volatile("shf.l.wrap.b32 %0, %0, %1, %2;" : "+r"({n}) : "r"({u()}), "r"({u()}) : "memory");')
        self.vars.append((n, "unsigned"))

    # -- the file -------------------------------------------------------------------------------
    def helper(self, index):
        rng = self.rng
        result = self.pick_type()
        params = [self.pick_type() for _ in range(rng.randint(2, 3))]
        inner = RealGen(rng)
        inner.vars = [(f"p{i}", pt) for i, pt in enumerate(params)]
        inner.leaf = lambda t, depth: inner.var_of(t) or inner.literal(t)
        body = inner.expr(result, 1)
        attr = rng.choice(["", "__noinline__ ", "__forceinline__ ", "static "])
        plist = ", ".join(f"{pt} p{i}" for i, pt in enumerate(params))
        name = f"helper{index}"
        self.helpers.append((name, result, params))
        return f"{attr}__device__ {result} {name}({plist}) {{ return {body}; }}\n"

    def struct_decl(self, index):
        rng = self.rng
        name = f"FzS{index}"
        fields = [(f"f{j}", rng.choice(["int", "float", "unsigned long long", "short", "double", "unsigned char", "__half"]))
                  for j in range(rng.randint(2, 4))]
        self.structs.append((name, fields))
        params = ", ".join(f"{t} a{j}" for j, (_, t) in enumerate(fields))
        inits = ", ".join(f"{f}(a{j})" for j, (f, _) in enumerate(fields))
        members = "".join(f"  {t} {f};\n" for f, t in fields)
        key = " ^ ".join(f"({'fz_bits' if t in FLOATS + HALFS else '(unsigned long long)'}({f}) << {4 * j})"
                         for j, (f, t) in enumerate(fields))
        f0, t0 = fields[0]
        bump = (f"s.{f0} = ({t0})((unsigned)s.{f0} ^ k);" if is_int(t0)
                else f"s.{f0} = ({t0})__fadd_rn((float)s.{f0}, (float)(k & 255u));")
        take = " ^ ".join(f"fz_mix((unsigned long long)k, {'fz_bits' if t in FLOATS + HALFS else '(unsigned long long)'}(s.{f}))"
                          for f, t in fields)
        attr = rng.choice(["__noinline__ ", ""])
        return (f"struct {name} {{\n{members}  __device__ {name}({params}) : {inits} {{}}\n"
                f"  __device__ unsigned long long key() const {{ return {key}; }}\n}};\n"
                f"{attr}__device__ void {name}_bump({name} &s, unsigned k) {{ {bump} }}\n"
                f"{attr}__device__ unsigned long long {name}_take({name} s, int k) {{ return {take}; }}\n")

    def program(self, seed):
        rng = self.rng
        self.shared = set()
        block = rng.choice([64, 128, 256, 256])
        grid = rng.choice([8, 16, 24])
        structs = "".join(self.struct_decl(i) for i in range(rng.randint(0, 2)))
        helpers = "".join(self.helper(i) for i in range(rng.randint(0, 3)))
        self.emit("const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;")
        self.emit("unsigned long long h = 0x9e3779b97f4a7c15ull ^ tid;")
        # Every output changes on every run: the harness calls an untouched output a header bug.
        self.emit("atomicAdd(&acc_u[tid & 1u], in_u[tid * 4u] | 1u);")  # the add slots (ATOMIC_KINDS)
        self.emit("atomicXor(&acc_l[6u + (tid & 1u)], (unsigned long long)in_u[tid * 4u + 1u] << 17 | 1ull);")
        # (Cheap functions: libdevice's larger ones would double the PTX of every kernel.)
        self.emit(f"out_f[tid * KF] = {rng.choice(['__expf', 'rsqrtf', '__sinf', 'cbrtf'])}(in_f[tid * 4u]);")
        self.emit("out_d[tid * KD] = sqrt(fabs(in_d[tid * 2u]));")
        self.emit("out_x[tid * KX] = (float)hrsqrt(__float2half_rn(in_f[tid * 4u + 1u]));")
        self.slots = {"f": 1, "d": 1, "x": 1}
        for i in range(rng.choice([0, 1, 1, 2])):
            at = rng.choice(["float", "int", "unsigned", "unsigned long long", "short"])
            name = f"arr{i}"
            self.emit(f"{at} {name}[8];")
            self.emit(f"for (int q = 0; q < 8; ++q) {name}[q] = ({at})(q * 3 + (int)threadIdx.x);")
            self.arrays.append((name, at))
        traces = 0
        for _ in range(rng.randint(3, 8)):
            self.statement(0)
            if self.trace:
                # The state after each top-level statement (no random draw: the same kernel), so
                # the first element of out_t that differs names the statement that went wrong.
                self.emit("{ unsigned long long t_ = h;")
                for name, t in self.vars + self.rvals:
                    v = (f"fz_bits({name})" if t in FLOATS + HALFS else f"fz_wide({name})" if t in WIDE
                         else f"(unsigned long long)({name})")
                    self.emit(f"  t_ = fz_mix(t_, {v});")
                self.emit(f"  out_t[tid * KT + {traces}u] = t_; }}")
                traces += 1
        for name, t in (self.vars + self.rvals)[-12:]:
            self.mix(name, t)
        self.emit("out_h[tid] = h;")
        body = "\n".join(self.lines)
        decls = "".join(f"  __shared__ {t} s_{self.san(t)}[256];\n" for t in sorted(self.shared))
        if self.uses_shared_acc:
            decls += "  __shared__ unsigned s_acc[8];\n"
        attrs = rng.choice(["", f"__launch_bounds__({block}) ", "__launch_bounds__(256, 2) "])
        kf, kd, kx = self.slots["f"], self.slots["d"], self.slots["x"]
        header = [
            f"// @realcode fuzz/generate.py --realcode kernel (seed {seed}): hash exact, floats within libdevice's bounds",
            "// Written by the generator: every operation defined, the integer hash independent of floating",
            "// contraction and libdevice accuracy (fuzz/realcode.py says how and why the tolerances hold).",
            f"// @let B = {block}",
            f"// @let G = {grid}",
            "// @let N = B * G",
            "// @buf in_u u32[N * 4] uniform(0, 4294967296)",
            "// @buf in_s i32[N * 4] uniform(-300, 300)",
            "// @buf in_f f32[N * 4] uniform(-8, 8)",
            "// @buf in_d f64[N * 2] uniform(-1000, 1000)",
            "// @buf out_h u64[N] zero",
            f"// @buf out_f f32[N * {kf}] zero",
            f"// @buf out_d f64[N * {kd}] zero",
            f"// @buf out_x f32[N * {kx}] zero",
            "// @buf acc_u u32[12] uniform(0, 4294967296)",
            "// @buf acc_l u64[12] uniform(0, 4294967296)",
            "// @launch fz_kernel grid(G) block(B) args(in_u, in_s, in_f, in_d, out_h, out_f, out_d, out_x, acc_u, acc_l, i32(N))",
            "// @check out_h exact",
            "// @check out_f abs=5e-6 rel=1e-5 frac=1e-3 (one libdevice function or fast intrinsic of exact operands per slot: 2 x its error bound)",
            "// @check out_d abs=1e-14 rel=1e-13 frac=1e-3 (one libdevice function of exact operands per slot: 2 x 10 ulp)",
            "// @check out_x abs=1e-4 rel=1.6e-2 frac=1e-3 (half and bfloat16 results: 2 ulp of bfloat16)",
            "// @check acc_u exact",
            "// @check acc_l exact",
        ]
        if self.trace:
            header[header.index("// @buf acc_l u64[12] uniform(0, 4294967296)") + 1:1 + header.index("// @buf acc_l u64[12] uniform(0, 4294967296)")] = [
                f"// @buf out_t u64[N * {traces}] zero"]
            header = [l.replace("acc_l, i32(N))", "acc_l, i32(N), out_t)") for l in header]
            header.append("// @check out_t exact (the state after each top-level statement: KT slots a thread)")
        if self.recursive:
            header.append("// @stack 4096")
        pre = [
            "#include <cuda_fp16.h>",
            "#include <cuda_bf16.h>",
            "",
            "// A float's bits with one NaN and one zero: payloads and the sign of a zero are the compiler's.",
            "__device__ __forceinline__ unsigned long long fz_bits(float x) {",
            "  unsigned b = __float_as_uint(x);",
            "  return (b & 0x7fffffffu) > 0x7f800000u ? 0x7fffffffu : b == 0x80000000u ? 0u : b;",
            "}",
            "__device__ __forceinline__ unsigned long long fz_bits(double x) {",
            "  unsigned long long b = (unsigned long long)__double_as_longlong(x);",
            "  return (b & 0x7fffffffffffffffull) > 0x7ff0000000000000ull ? 0x7fffffffffffffffull : b == 0x8000000000000000ull ? 0ull : b;",
            "}",
            "__device__ __forceinline__ unsigned long long fz_bits(__half x) {",
            "  unsigned b = __half_as_ushort(x);",
            "  return (b & 0x7fffu) > 0x7c00u ? 0x7fffu : b == 0x8000u ? 0u : b;",
            "}",
            "__device__ __forceinline__ unsigned long long fz_bits(__nv_bfloat16 x) {",
            "  unsigned b = __bfloat16_as_ushort(x);",
            "  return (b & 0x7fffu) > 0x7f80u ? 0x7fffu : b == 0x8000u ? 0u : b;",
            "}",
            "__device__ __forceinline__ unsigned long long fz_wide(unsigned __int128 x) {",
            "  return (unsigned long long)x ^ ((unsigned long long)(x >> 64) * 0x9e3779b97f4a7c15ull);",
            "}",
            "__device__ __forceinline__ unsigned long long fz_mix(unsigned long long h, unsigned long long v) {",
            "  return (h ^ v) * 0x100000001b3ull + (h >> 29);",
            "}",
            "template <typename T, int K> __device__ __forceinline__ T fz_rotl(T x) {",
            "  constexpr int W = (int)sizeof(T) * 8;",
            "  return (T)((x << (K % W)) | (x >> ((W - K % W) % W)));",
            "}",
            "template <typename T, int N> struct FzBox {",
            "  T v[N];",
            "  __device__ explicit FzBox(T x) {",
            "    for (int i = 0; i < N; ++i) v[i] = (T)((unsigned long long)x * 0x9e3779b9ull + (unsigned)i);",
            "  }",
            "  __device__ T at(unsigned i) const { return v[i % N]; }",
            "  __device__ void put(unsigned i, T x) { v[i % N] ^= x; }",
            "};",
            "template <typename T> __noinline__ __device__ void fz_xorin(T &a, T b) { a ^= b; }",
        ]
        if self.coop:
            pre = ["#include <cooperative_groups.h>", "#include <cooperative_groups/reduce.h>",
                   "namespace cg = cooperative_groups;"] + pre
        if self.unions:
            pre += ["union FzU { unsigned long long u; unsigned w[2]; unsigned short hw[4]; unsigned char b[8];",
                    "  double d; float f[2]; };"]
        if self.recursive:
            pre += ["__device__ unsigned fz_rec(unsigned x, int d) {",
                    "  return d <= 0 ? x : fz_rec(x * 3u + (unsigned)d, d - 1) ^ (x >> (d % 31));",
                    "}"]
        return ("\n".join(header) + "\n" + "\n".join(pre) + "\n" + structs + helpers +
                f"extern \"C\" __global__ void {attrs}fz_kernel(const unsigned *in_u, const int *in_s, const float *in_f,\n"
                "    const double *in_d, unsigned long long *out_h, float *out_f, double *out_d, float *out_x,\n"
                "    unsigned *acc_u, unsigned long long *acc_l, int n"
                + (", unsigned long long *out_t" if self.trace else "") + ") {\n"
                f"  constexpr unsigned KF = {kf}u, KD = {kd}u, KX = {kx}u;\n"
                + (f"  constexpr unsigned KT = {traces}u;\n" if self.trace else "")
                + decls + body + "\n}\n")


def kernel(seed, trace=False):
    g = RealGen(random.Random(seed))
    g.trace = trace
    return g.program(seed)


def compile_one(args, kilnc, seed):
    """Compiles one kernel with both compilers into args.realcode; returns (stem, status, detail),
    status one of "ok", "nvcc", "kilnc", "finding"."""
    from mutate import run
    out = args.realcode
    stem = f"fz{seed}" + ("t" if args.trace else "")
    src = kernel(seed, args.trace)
    work = os.path.join(out, "tmp", stem + ".cu")
    with open(work, "w") as f:
        f.write(src)
    nv_ptx, kc_ptx = os.path.join(out, "nvcc", stem + ".ptx"), os.path.join(out, "kilnc", stem + ".ptx")
    # nvcc first: the harness needs its PTX, and a kernel it refuses is skipped.
    nrc, nerr, _ = run([args.nvcc, "-ptx", "-arch=sm_90", "-O3", work, "-o", nv_ptx], 600, 8192)
    rc, err, timed_out = run([kilnc, "--arch=sm_90", work, "-o", kc_ptx], args.timeout, args.mem_mb)
    ptxas = None
    if args.ptxas:
        def ptxas():
            return run([args.ptxas, "-arch=sm_90", kc_ptx, "-o", "/dev/null"], 300, 8192)[:2]
    verdict = judge(rc, err, timed_out, work, nvcc=nrc, ptxas=ptxas)
    status, detail = "ok", ""
    if verdict.nvcc_rejected:
        status, detail = "nvcc", next((l for l in nerr.splitlines() if "error" in l), nerr[:200]).strip()
    elif verdict.kind == SYNC_FINDING:
        status, detail = "finding", f"{verdict.kind}: " + next(
            l for l in err.splitlines() if "[-Wkiln-sync]" in l).strip()
    elif verdict.kind == PTXAS_FINDING:
        status, detail = "finding", f"{verdict.kind}: " + verdict.text.strip().splitlines()[0]
    elif verdict.kind:
        first = next((l for l in err.splitlines() if "error" in l), err[:200]).strip()
        status, detail = "finding", f"{verdict.kind}: {first}"
    if status == "ok":
        os.replace(work, os.path.join(out, "src", stem + ".cu"))
    else:
        for p in (nv_ptx, kc_ptx):
            if os.path.exists(p):
                os.remove(p)
        if status == "finding" and args.findings:
            save_finding(args.findings, stem, src, f"{kilnc} --arch=sm_90", err)
        os.remove(work)
    return stem, status, detail


def write_batch(args):
    """generate.py --realcode DIR: --count kernels that both compilers compile, and their PTX."""
    import concurrent.futures
    import subprocess
    out = args.realcode
    for d in ("src", "nvcc", "kilnc", "tmp"):
        os.makedirs(os.path.join(out, d), exist_ok=True)
    kilnc = os.path.join(args.bin or os.path.join(args.root, "build", "bin"), "kilnc")
    args.nvcc = args.nvcc or "/usr/local/cuda/bin/nvcc"
    rng = random.Random(args.seed)
    count = args.count or 20
    done, tried, skipped, findings = 0, 0, [], []
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        while done < count:
            if args.seeds:  # exactly these kernels (a failing batch's stems, with --trace)
                seeds = [int(x.strip().lstrip("fz").rstrip("t")) for x in args.seeds.split(",")]
                count = len(seeds)
            else:
                seeds = [rng.randrange(1 << 30) for _ in range(count - done)]
            for stem, status, detail in pool.map(lambda s: compile_one(args, kilnc, s), seeds):
                tried += 1
                if status == "ok":
                    done += 1
                    continue
                skipped.append(f"{stem} | {status} | {detail}")
                if status == "finding":
                    findings.append(stem)
                    print(f"FINDING {stem}: {detail}", flush=True)
            if args.seeds:
                break
    os.rmdir(os.path.join(out, "tmp"))
    listed = os.path.join(out, "skipped.txt")
    new = not os.path.exists(listed)
    with open(listed, "a") as f:  # a second batch into the same DIR adds to the list
        if new:
            f.write("# kernel | who refused (nvcc, or a kilnc finding) | first error line\n")
        f.write("".join(line + "\n" for line in skipped))
    lint = "not run (no --harness)"
    if args.harness:
        p = subprocess.run([args.harness, "lint", "--src", os.path.join(out, "src"), "--ptx", os.path.join(out, "nvcc"),
                            "--ptx", os.path.join(out, "kilnc")], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        text = p.stdout.decode(errors="replace")
        with open(os.path.join(out, "lint.log"), "w") as f:
            f.write(text)
        lint = text.strip().splitlines()[-1] if text.strip() else f"exit {p.returncode}"
        if p.returncode:
            print("".join(l + "\n" for l in text.splitlines() if "LINT FAIL" in l), end="")
    print(f"fuzz-generate --realcode: {done} kernels in {out} ({tried} generated, {len(skipped)} skipped, "
          f"{len(findings)} findings); lint: {lint}")
    return 1 if findings or (args.harness and not lint.endswith(" 0 failed")) else 0
