#!/usr/bin/env python3
"""Generative fuzzer: random, valid, race-free CUDA kernels for kilnc, judged against nvcc.

mutate.py changes the project's own inputs; this writes new programs from a grammar, in the
spirit of Csmith: expressions over every arithmetic type nvcc has (8- to 128-bit integers,
float, double, __half, __nv_bfloat16, vector types), the conversions between them, the CUDA
intrinsics of the Programming Guide's language-extension chapter and the Math API, control flow
(if, loops with constant and run-time bounds, switch, ternaries, early returns), shared memory
written at the thread's own slot and read elsewhere only after a barrier in uniform control
flow, full-mask warp collectives in uniform control flow, and atomics on global memory. Each
kernel is correct CUDA (no data race, no divergent barrier; division and shift operands are
kept in range), so:

  - kilnc must not crash, hang (--timeout) or print an error without a location;
  - kilnc must not warn about synchronisation ([-Wkiln-sync]: the kernels are correct);
  - kilnc must accept every kernel nvcc -ptx accepts (--nvcc; a refusal is a finding);
  - kilnc's exit-0 PTX must pass ptxas for its target (--ptxas).

Deterministic for a given --seed and --count; --minutes bounds a campaign instead. Ends with
    fuzz-generate: N kernels, K findings (...)
and exits 1 when K > 0. Findings are kept in --findings (the kernel, kilnc's stderr).

--realcode DIR writes --count kernels for the differential GPU harness instead (fuzz/realcode.py:
every result defined and comparable, a `// @realcode` header): DIR/src/STEM.cu, nvcc's PTX in
DIR/nvcc/STEM.ptx and kilnc's in DIR/kilnc/STEM.ptx (sm_90, test/realcode's layout), then lints
the headers against both PTX (--harness). A kernel either compiler refuses, or whose kilnc PTX
ptxas rejects, is left out and listed in DIR/skipped.txt; the compile-only oracles above still
count as findings. Then on a GPU:
    kiln_realcode run --src DIR/src --nvcc DIR/nvcc --kilnc DIR/kilnc --reps 1
"""
import argparse
import collections
import os
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mutate import classify, run  # noqa: E402  (the same crash and location oracle)

INTS = ["signed char", "unsigned char", "short", "unsigned short", "int", "unsigned",
        "long long", "unsigned long long", "char", "bool", "long", "unsigned long"]
FLOATS = ["float", "double"]
HALFS = ["__half", "__nv_bfloat16"]
WIDE = ["__int128", "unsigned __int128"]

# Unary intrinsics by operand type: (spelling, argument type, result type).
INTRINSICS = [
    ("__popc", "unsigned", "int"), ("__popcll", "unsigned long long", "int"),
    ("__clz", "int", "int"), ("__clzll", "long long", "int"), ("__ffs", "int", "int"),
    ("__ffsll", "long long", "int"), ("__brev", "unsigned", "unsigned"),
    ("__brevll", "unsigned long long", "unsigned long long"),
    ("__float_as_int", "float", "int"), ("__int_as_float", "int", "float"),
    ("__float_as_uint", "float", "unsigned"), ("__uint_as_float", "unsigned", "float"),
    ("__double_as_longlong", "double", "long long"), ("__longlong_as_double", "long long", "double"),
    ("__double2hiint", "double", "int"), ("__double2loint", "double", "int"),
    ("__float2int_rn", "float", "int"), ("__float2int_rz", "float", "int"),
    ("__float2uint_rd", "float", "unsigned"), ("__float2ll_ru", "float", "long long"),
    ("__double2float_rn", "double", "float"), ("__double2int_rz", "double", "int"),
    ("__int2float_rn", "int", "float"), ("__uint2double_rn", "unsigned", "double"),
    ("__ll2float_rz", "long long", "float"), ("__ull2double_rd", "unsigned long long", "double"),
    ("__saturatef", "float", "float"), ("__frcp_rn", "float", "float"), ("__fsqrt_rn", "float", "float"),
    ("__frsqrt_rn", "float", "float"), ("__expf", "float", "float"), ("__logf", "float", "float"),
    ("__sinf", "float", "float"), ("__cosf", "float", "float"), ("__log2f", "float", "float"),
    ("__exp10f", "float", "float"), ("__tanf", "float", "float"), ("__drcp_rn", "double", "double"),
    ("__dsqrt_rz", "double", "double"),
    ("sqrtf", "float", "float"), ("rsqrtf", "float", "float"), ("cbrtf", "float", "float"),
    ("expf", "float", "float"), ("exp2f", "float", "float"), ("expm1f", "float", "float"),
    ("logf", "float", "float"), ("log1pf", "float", "float"), ("sinf", "float", "float"),
    ("tanhf", "float", "float"), ("erff", "float", "float"), ("erfcinvf", "float", "float"),
    ("lgammaf", "float", "float"), ("tgammaf", "float", "float"), ("floorf", "float", "float"),
    ("ceilf", "float", "float"), ("truncf", "float", "float"), ("roundf", "float", "float"),
    ("rintf", "float", "float"), ("fabsf", "float", "float"), ("sinpif", "float", "float"),
    ("normcdff", "float", "float"), ("j0f", "float", "float"), ("y1f", "float", "float"),
    ("ilogbf", "float", "int"), ("lrintf", "float", "long"), ("llroundf", "float", "long long"),
    ("signbit", "float", "bool"), ("isfinite", "double", "bool"), ("isnan", "float", "bool"),
    ("sqrt", "double", "double"), ("exp", "double", "double"), ("log", "double", "double"),
    ("sin", "double", "double"), ("atan", "double", "double"), ("cosh", "double", "double"),
    ("erfc", "double", "double"), ("floor", "double", "double"), ("fabs", "double", "double"),
    ("rcbrt", "double", "double"), ("asinh", "double", "double"), ("log10", "double", "double"),
    ("__habs", "__half", "__half"), ("hsqrt", "__half", "__half"), ("hexp", "__half", "__half"),
    ("hfloor", "__half", "__half"), ("__hneg", "__half", "__half"),
    ("__habs", "__nv_bfloat16", "__nv_bfloat16"), ("hrsqrt", "__nv_bfloat16", "__nv_bfloat16"),
    ("__half2float", "__half", "float"), ("__bfloat162float", "__nv_bfloat16", "float"),
    ("__float2half_rn", "float", "__half"), ("__float2bfloat16_rz", "float", "__nv_bfloat16"),
    ("__half2int_rn", "__half", "int"), ("__int2half_rd", "int", "__half"),
    ("__ushort_as_half", "unsigned short", "__half"), ("__half_as_short", "__half", "short"),
    ("__bfloat16_as_ushort", "__nv_bfloat16", "unsigned short"),
]
# Binary intrinsics: (spelling, first argument type, second argument type, result type).
BINARY = [
    ("__umulhi", "unsigned", "unsigned", "unsigned"), ("__mulhi", "int", "int", "int"),
    ("__umul64hi", "unsigned long long", "unsigned long long", "unsigned long long"),
    ("__mul64hi", "long long", "long long", "long long"), ("__mul24", "int", "int", "int"),
    ("__umul24", "unsigned", "unsigned", "unsigned"), ("__hadd", "int", "int", "int"),
    ("__rhadd", "int", "int", "int"), ("__uhadd", "unsigned", "unsigned", "unsigned"),
    ("__urhadd", "unsigned", "unsigned", "unsigned"),
    ("__vadd2", "unsigned", "unsigned", "unsigned"), ("__vsub4", "unsigned", "unsigned", "unsigned"),
    ("__vabsdiffu4", "unsigned", "unsigned", "unsigned"), ("__vmaxs2", "unsigned", "unsigned", "unsigned"),
    ("__vcmpgtu4", "unsigned", "unsigned", "unsigned"), ("__vsads2", "unsigned", "unsigned", "unsigned"),
    ("__vavgu4", "unsigned", "unsigned", "unsigned"), ("__vseteq2", "unsigned", "unsigned", "unsigned"),
    ("__fadd_rn", "float", "float", "float"), ("__fmul_rz", "float", "float", "float"),
    ("__fdiv_rd", "float", "float", "float"), ("__fsub_ru", "float", "float", "float"),
    ("__dadd_rz", "double", "double", "double"), ("__dmul_ru", "double", "double", "double"),
    ("__fdividef", "float", "float", "float"), ("__powf", "float", "float", "float"),
    ("fminf", "float", "float", "float"), ("fmaxf", "float", "float", "float"),
    ("fmodf", "float", "float", "float"), ("remainderf", "float", "float", "float"),
    ("copysignf", "float", "float", "float"), ("hypotf", "float", "float", "float"),
    ("atan2f", "float", "float", "float"), ("powf", "float", "float", "float"),
    ("fdimf", "float", "float", "float"), ("nextafterf", "float", "float", "float"),
    ("fmin", "double", "double", "double"), ("pow", "double", "double", "double"),
    ("fmod", "double", "double", "double"), ("atan2", "double", "double", "double"),
    ("min", "int", "int", "int"), ("max", "unsigned", "unsigned", "unsigned"),
    ("umin", "unsigned", "unsigned", "unsigned"), ("llmax", "long long", "long long", "long long"),
    ("__hadd", "__half", "__half", "__half"), ("__hmul", "__half", "__half", "__half"),
    ("__hmax", "__half", "__half", "__half"), ("__hdiv", "__half", "__half", "__half"),
    ("__hsub_sat", "__half", "__half", "__half"), ("__hmin_nan", "__half", "__half", "__half"),
    ("__hadd", "__nv_bfloat16", "__nv_bfloat16", "__nv_bfloat16"),
    ("__hmul_rn", "__nv_bfloat16", "__nv_bfloat16", "__nv_bfloat16"),
    ("__hlt", "__half", "__half", "bool"), ("__hgeu", "__nv_bfloat16", "__nv_bfloat16", "bool"),
]
TERNARY = [
    ("__fmaf_rn", "float"), ("fmaf", "float"), ("__fma_rz", "double"), ("fma", "double"),
    ("__hfma", "__half"), ("__hfma_sat", "__half"), ("__hfma", "__nv_bfloat16"),
]


def is_int(t):
    return t in INTS or t in WIDE


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.vars = []  # (name, type)
        self.counter = 0
        self.depth = 0
        self.lines = []
        self.indent = 1
        self.uniform = True  # in block-uniform control flow (barriers and warp collectives allowed)
        self.helpers = []  # (name, result type, parameter types) of the __device__ functions
        self.arrays = []  # (name, element type) of the kernel's local arrays
        self.leaves = ["threadIdx.x", "blockIdx.x", "n", "in_i[tid]"]  # run-time values in scope

    def fresh(self, prefix="v"):
        self.counter += 1
        return f"{prefix}{self.counter}"

    def pick_type(self):
        r = self.rng.random()
        if r < 0.5:
            return self.rng.choice(INTS)
        if r < 0.8:
            return self.rng.choice(FLOATS)
        if r < 0.93:
            return self.rng.choice(HALFS)
        return self.rng.choice(WIDE)

    def literal(self, t):
        rng = self.rng
        if t == "bool":
            return rng.choice(["true", "false"])
        if is_int(t):
            v = rng.choice([0, 1, 2, 3, 7, 31, 32, 63, 127, 255, 1000, 65535, 123456789, 2147483647])
            suffix = {"unsigned": "u", "long long": "ll", "unsigned long long": "ull",
                      "unsigned long": "ul", "long": "l"}.get(t, "")
            return f"({t}){v}{suffix}" if t not in ("int",) else str(v)
        if t == "float":
            return rng.choice(["0.5f", "1.0f", "-2.25f", "3.0e3f", "1e-3f", "0.0f", "100.0f"])
        if t == "double":
            return rng.choice(["0.5", "1.0", "-2.25", "3.0e30", "1e-300", "0.0", "7.125"])
        return f"({t})({rng.choice(['0.5f', '1.0f', '-2.0f', '3.5f', '0.125f'])})"

    def var_of(self, t):
        cands = [n for n, vt in self.vars if vt == t]
        return self.rng.choice(cands) if cands else None

    def convert(self, e, frm, to):
        """An expression of type `to` from one of type `frm` (conversions nvcc accepts)."""
        if frm == to:
            return e
        if frm in HALFS and to in HALFS:
            return f"({to})(float)({e})"
        if frm in HALFS and to in WIDE:
            return f"({to})(float)({e})"
        if frm in WIDE and to in HALFS:
            return f"({to})(float)({e})"
        if frm in HALFS and is_int(to):
            return f"({to})(float)({e})"
        if to in HALFS and is_int(frm):
            return f"({to})(float)({e})"
        return f"({to})({e})"

    def expr(self, t, depth=0):
        rng = self.rng
        if depth > 3 or rng.random() < 0.25:
            v = self.var_of(t)
            if v and rng.random() < 0.8:
                return v
            if rng.random() < 0.3:
                return self.convert(rng.choice(self.leaves),
                                    "unsigned" if rng.random() < 0.7 else "int", t)
            return self.literal(t)
        k = rng.random()
        if k < 0.3:
            return self.arith(t, depth)
        if k < 0.36:
            cands = [h for h in self.helpers if h[1] == t]
            if cands:
                name, _, params = rng.choice(cands)
                return f"{name}({', '.join(self.expr(pt, depth + 1) for pt in params)})"
            if t in ("float", "int", "unsigned") and self.arrays:
                arr, at = rng.choice(self.arrays)
                return self.convert(f"{arr}[({self.expr('unsigned', depth + 1)}) & 7u]", at, t)
        if k < 0.5:
            cands = [x for x in INTRINSICS if x[2] == t]
            if cands:
                name, at, _ = rng.choice(cands)
                return f"{name}({self.expr(at, depth + 1)})"
        if k < 0.62:
            cands = [x for x in BINARY if x[3] == t]
            if cands:
                name, a1, a2, _ = rng.choice(cands)
                return f"{name}({self.expr(a1, depth + 1)}, {self.expr(a2, depth + 1)})"
        if k < 0.68:
            cands = [x for x in TERNARY if x[1] == t]
            if cands:
                name, _ = rng.choice(cands)
                return f"{name}({self.expr(t, depth + 1)}, {self.expr(t, depth + 1)}, {self.expr(t, depth + 1)})"
        if k < 0.78:
            s = self.pick_type()
            return self.convert(self.expr(s, depth + 1), s, t)
        if k < 0.86:
            c = self.cond(depth + 1)
            a, b = self.var_of(t), self.var_of(t)
            if a and b and rng.random() < 0.4:
                # A glvalue conditional of two locals, read: the value of the one chosen.
                return f"({c} ? {a} : {b})"
            return f"(({c}) ? {self.expr(t, depth + 1)} : {self.expr(t, depth + 1)})"
        if k < 0.92 and t in ("unsigned", "unsigned long long", "int"):
            fn = rng.choice(["__byte_perm", "__funnelshift_l", "__funnelshift_rc"])
            if fn == "__byte_perm" or t == "unsigned":
                a, b, c = (self.expr("unsigned", depth + 1) for _ in range(3))
                return self.convert(f"{fn}({a}, {b}, {c})", "unsigned", t)
        return self.arith(t, depth)

    def arith(self, t, depth):
        rng = self.rng
        a = self.expr(t, depth + 1)
        b = self.expr(t, depth + 1)
        if t == "bool":
            return f"({a} {rng.choice(['&&', '||', '!=', '=='])} {b})"
        if t in HALFS:
            return f"({a} {rng.choice(['+', '-', '*'])} {b})"
        if t in FLOATS:
            op = rng.choice(["+", "-", "*", "/"])
            return f"({a} {op} {b})"
        op = rng.choice(["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"])
        unsigned = t.startswith("unsigned") or t in ("bool", "unsigned char", "unsigned short")
        bits = 128 if t in WIDE else 64 if "long" in t else 32
        if op in ("/", "%"):
            # A divisor that is never 0 (nor -1, whose quotient of the minimum overflows).
            return f"({a} {op} ({t})((({b}) & 15) + 2))" if t != "bool" else f"({a} && {b})"
        if op in ("<<", ">>"):
            shifted = a if unsigned else f"({t})(({'unsigned ' + t if t in ('int', 'long long', 'long', '__int128') else t})({a}))"
            return f"({t})({shifted} {op} (({b}) & {min(bits, 32) - 1}))"
        if not unsigned and op in ("+", "-", "*"):
            # Signed overflow is undefined: compute in the unsigned type.
            ut = {"int": "unsigned", "long long": "unsigned long long", "long": "unsigned long",
                  "__int128": "unsigned __int128", "short": "unsigned", "signed char": "unsigned",
                  "char": "unsigned"}[t]
            return f"({t})(({ut})({a}) {op} ({ut})({b}))"
        return f"({a} {op} {b})"

    def cond(self, depth=0):
        t = self.rng.choice(["int", "unsigned", "float", "double", "long long", "__half"])
        op = self.rng.choice(["<", "<=", ">", ">=", "==", "!="])
        return f"({self.expr(t, depth + 1)} {op} {self.expr(t, depth + 1)})"

    def emit(self, line):
        self.lines.append("  " * self.indent + line)

    def declare(self):
        t = self.pick_type()
        name = self.fresh()
        self.emit(f"{t} {name} = {self.expr(t)};")
        self.vars.append((name, t))

    def assign(self):
        if not self.vars:
            return self.declare()
        name, t = self.rng.choice(self.vars)
        if name.startswith("i"):  # a loop's counter: assigning it could make the loop endless
            return self.declare()
        other = self.var_of(t)
        if other and other != name and not other.startswith("i") and self.rng.random() < 0.15:
            # Written through a glvalue conditional or a reference bound to one.
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

    def block(self, n, depth):
        scope = len(self.vars)
        for _ in range(n):
            self.statement(depth)
        del self.vars[scope:]

    def statement(self, depth):
        rng = self.rng
        k = rng.random()
        if depth > 2 or k < 0.35:
            return self.declare() if rng.random() < 0.5 else self.assign()
        if k < 0.5:
            c = self.cond()
            self.emit(f"if ({c}) {{")
            was = self.uniform
            self.uniform = False
            self.indent += 1
            self.block(rng.randint(1, 3), depth + 1)
            self.indent -= 1
            if rng.random() < 0.5:
                self.emit("} else {")
                self.indent += 1
                self.block(rng.randint(1, 3), depth + 1)
                self.indent -= 1
            self.emit("}")
            self.uniform = was
            return
        if k < 0.62:
            i = self.fresh("i")
            bound = rng.choice(["4", "8", "n % 9", "(int)(blockIdx.x % 5) + 1", "3"])
            uniform_bound = "threadIdx" not in bound and "in_i" not in bound
            self.emit(f"for (int {i} = 0; {i} < {bound}; ++{i}) {{")
            self.vars.append((i, "int"))
            was = self.uniform
            # A break or continue on a per-thread condition at the end of the body leaves the
            # later iterations to some threads only: no barrier or collective in such a body.
            leaves = rng.random() < 0.2
            self.uniform = self.uniform and uniform_bound and not leaves
            self.indent += 1
            self.block(rng.randint(1, 3), depth + 1)
            if leaves:
                self.emit(f"if ({self.cond()}) {rng.choice(['break', 'continue'])};")
            self.indent -= 1
            self.emit("}")
            self.vars.remove((i, "int"))
            self.uniform = was
            return
        if k < 0.7:
            self.emit(f"switch ((int)({self.expr('unsigned')}) & 3) {{")
            was = self.uniform
            self.uniform = False
            for c in range(rng.randint(1, 3)):
                self.emit(f"case {c}: {{")
                self.indent += 1
                self.block(rng.randint(1, 2), depth + 1)
                self.indent -= 1
                self.emit("} break;" if rng.random() < 0.7 else "}")
            self.emit("default: break;")
            self.emit("}")
            self.uniform = was
            return
        if k < 0.78 and self.uniform:
            # Shared memory: own slot written, a barrier, another slot read, a barrier.
            t = rng.choice(["float", "int", "double", "unsigned long long", "__half"])
            self.emit(f"s_{self.san(t)}[threadIdx.x] = {self.expr(t)};")
            self.emit("__syncthreads();")
            name = self.fresh()
            idx = rng.choice(["(threadIdx.x + 1) % blockDim.x", "blockDim.x - 1 - threadIdx.x",
                              "threadIdx.x ^ 1", "0", "(threadIdx.x * 7) % blockDim.x"])
            self.emit(f"{t} {name} = s_{self.san(t)}[{idx}];")
            self.emit("__syncthreads();")
            self.vars.append((name, t))
            self.shared.add(t)
            return
        if k < 0.86 and self.uniform:
            t = rng.choice(["int", "unsigned", "float", "double", "long long", "unsigned long long"])
            name = self.fresh()
            op = rng.choice([
                f"__shfl_sync(0xffffffffu, {{e}}, {rng.randint(0, 31)})",
                f"__shfl_xor_sync(0xffffffffu, {{e}}, {rng.choice([1, 2, 4, 8, 16])})",
                f"__shfl_down_sync(0xffffffffu, {{e}}, {rng.randint(1, 16)})",
                "__ballot_sync(0xffffffffu, ({e}) != 0)", "__reduce_add_sync(0xffffffffu, (unsigned)({e}))",
                "__syncthreads_count(({e}) != 0)", "__any_sync(0xffffffffu, ({e}) != 0)",
                "__match_any_sync(0xffffffffu, {e})",
            ])
            e = self.expr(t)
            self.emit(f"auto {name} = {op.format(e=e)};")
            self.vars.append((name, "unsigned" if "ballot" in op or "reduce" in op or "match" in op
                              else "int" if "count" in op or "any" in op else t))
            return
        if k < 0.92:
            t = rng.choice(["int", "unsigned", "unsigned long long", "float", "double"])
            fn = rng.choice(["atomicAdd", "atomicMax", "atomicMin", "atomicOr", "atomicXor", "atomicExch"])
            if t in ("float", "double") and fn not in ("atomicAdd", "atomicExch"):
                fn = "atomicAdd"
            if t == "double" and fn == "atomicExch":
                fn = "atomicAdd"
            self.emit(f"{fn}(&g_{self.san(t)}[threadIdx.x % 8], {self.expr(t)});")
            self.globals.add(t)
            return
        if k < 0.94 and self.arrays:
            arr, at = rng.choice(self.arrays)
            self.emit(f"{arr}[({self.expr('unsigned')}) & 7u] = {self.expr(at)};")
            return
        if k < 0.96 and depth == 0:
            self.emit(f"if ({self.cond()}) {{ out[tid] = {self.hash_expr()}; return; }}")
            self.uniform = False
            return
        self.declare()

    @staticmethod
    def san(t):
        return t.replace(" ", "_")

    def hash_expr(self):
        parts = []
        for name, t in self.vars[-12:]:
            if t in HALFS:
                parts.append(f"(unsigned long long)(long long)(float)({name})")
            elif t in FLOATS:
                parts.append(f"(unsigned long long){'__double_as_longlong' if t == 'double' else '__float_as_uint'}({name})")
            else:
                parts.append(f"(unsigned long long)({name})")
        return " ^ ".join(parts) if parts else "0ull"

    def helper(self, index):
        """A __device__ function of two or three parameters returning one expression of them
        (inlined, forced inline or not inlined: the call ABI for every type)."""
        rng = self.rng
        result = self.pick_type()
        params = [self.pick_type() for _ in range(rng.randint(2, 3))]
        inner = Gen(rng)
        inner.vars = [(f"p{i}", pt) for i, pt in enumerate(params)]
        inner.leaves = ["threadIdx.x", "blockIdx.x"]
        body = inner.expr(result, 1)
        attr = rng.choice(["", "__noinline__ ", "__forceinline__ ", "static "])
        plist = ", ".join(f"{pt} p{i}" for i, pt in enumerate(params))
        name = f"helper{index}"
        self.helpers.append((name, result, params))
        return f"{attr}__device__ {result} {name}({plist}) {{ return {body}; }}\n"

    def kernel(self):
        self.shared = set()
        self.globals = set()
        helpers = "".join(self.helper(i) for i in range(self.rng.randint(0, 3)))
        self.emit("const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;")
        for i in range(self.rng.choice([0, 0, 1, 2])):
            at = self.rng.choice(["float", "int", "unsigned"])
            name = f"arr{i}"
            self.emit(f"{at} {name}[8];")
            self.emit(f"for (int q = 0; q < 8; ++q) {name}[q] = ({at})(q * 3 + (int)threadIdx.x);")
            self.arrays.append((name, at))
        for _ in range(self.rng.randint(3, 14)):
            self.statement(0)
        self.emit(f"out[tid] = {self.hash_expr()};")
        body = "\n".join(self.lines)
        decls = "".join(f"  __shared__ {t} s_{self.san(t)}[256];\n" for t in sorted(self.shared))
        globs = "".join(f"__device__ {t} g_{self.san(t)}[8];\n" for t in sorted(self.globals))
        attrs = self.rng.choice(["", "__launch_bounds__(256) ", "__launch_bounds__(128, 2) "])
        return ("#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n" + globs + helpers +
                f"extern \"C\" __global__ void {attrs}gen_kernel(const int *in_i, unsigned long long *out, int n) {{\n"
                + decls + body + "\n}\n")


# The oracles' findings beyond mutate.classify's crashes, hangs and unlocated errors.
SYNC_FINDING = "sync warning on a correct kernel"
REJECT_FINDING = "kilnc rejects what nvcc accepts"
PTXAS_FINDING = "ptxas rejects exit-0 PTX"
Verdict = collections.namedtuple("Verdict", "kind text nvcc_rejected")


def judge(rc, err, timed_out, path, opts=(), nvcc=None, ptxas=None):
    """The oracle chain on one kilnc run (rc, err, timed_out from mutate.run) of a correct kernel.

    Returns Verdict(kind, text, nvcc_rejected): the finding's kind and the output it is about
    (kilnc's stderr, ptxas's for PTXAS_FINDING), kind None when there is none; nvcc_rejected when
    nvcc refuses the kernel, which then is no finding unless kilnc crashed or hung. `nvcc` is
    nvcc's exit status when the caller has it already (--realcode needs nvcc's PTX anyway), or
    a function that runs nvcc, asked only when kilnc refuses the kernel; None: not compared.
    `ptxas` assembles kilnc's exit-0 PTX and returns (exit status, stderr); None: not run."""
    kind = classify(rc, err, timed_out, path)
    if kind:
        return Verdict(kind, err, False)
    if isinstance(nvcc, int) and nvcc != 0:
        return Verdict(None, None, True)
    if rc:
        if nvcc is None:
            return Verdict(None, None, False)
        if (nvcc if isinstance(nvcc, int) else nvcc()) == 0:
            return Verdict(REJECT_FINDING, err, False)
        return Verdict(None, None, True)
    if "[-Wkiln-sync]" in err and "--auto-sync" not in opts:
        # The kernels are correct by construction: a "cannot prove safe" is a false alarm.
        return Verdict(SYNC_FINDING, err, False)
    if ptxas:
        prc, perr = ptxas()
        if prc:
            return Verdict(PTXAS_FINDING, perr, False)
    return Verdict(None, None, False)


def save_finding(directory, name, src, command, text):
    """Keeps a finding in `directory`: NAME.cu, the kernel, and NAME.stderr, the command that
    found it and what it printed."""
    os.makedirs(directory, exist_ok=True)
    base = os.path.join(directory, name)
    with open(base + ".cu", "w") as f:
        f.write(src)
    with open(base + ".stderr", "w") as f:
        f.write(command + "\n" + text)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--bin", help="directory of kilnc (default: ROOT/build/bin)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=0, help="kernels to run (0: until --minutes)")
    ap.add_argument("--minutes", type=float, default=0)
    ap.add_argument("--timeout", type=float, default=60, help="seconds per kilnc run")
    ap.add_argument("--mem-mb", type=int, default=4096)
    ap.add_argument("--ptxas", default="", help="also assemble exit-0 PTX with this ptxas")
    ap.add_argument("--nvcc", default="", help="a kernel nvcc -ptx accepts must compile with kilnc")
    ap.add_argument("--findings", default="", help="directory for the kernels that found something")
    ap.add_argument("--print", action="store_true", help="print the kernel of --seed and exit")
    ap.add_argument("--realcode", default="", help="write --count differential kernels into this directory")
    ap.add_argument("--harness", default="", help="kiln_realcode, to lint the --realcode headers (no GPU)")
    ap.add_argument("--jobs", type=int, default=1, help="--realcode: kernels compiled at once")
    ap.add_argument("--seeds", default="", help="--realcode: these kernels (seeds or stems, comma-separated)")
    ap.add_argument("--trace", action="store_true",
                    help="--realcode: also check the state after each top-level statement (out_t), "
                         "to find the statement a differing kernel goes wrong at")
    ap.add_argument("--grammar", choices=["classic", "real", "mixed"], default="classic",
                    help="compile-only kernels: this file's grammar, fuzz/realcode.py's (structs, unions, "
                         "templates, lambdas, vector types, __half2, inline PTX, cooperative groups, warp-uniform "
                         "exits), or each seed either (mixed)")
    args = ap.parse_args()
    if args.print:
        if args.realcode:
            from realcode import kernel
            print(kernel(args.seed, args.trace), end="")
        else:
            print(Gen(random.Random(args.seed)).kernel(), end="")
        return 0
    if args.realcode:
        from realcode import write_batch
        return write_batch(args)
    if not args.count and not args.minutes:
        args.count = 20
    kilnc = os.path.join(args.bin or os.path.join(args.root, "build", "bin"), "kilnc")
    rng = random.Random(args.seed)
    deadline = time.time() + args.minutes * 60 if args.minutes else None
    tmp = tempfile.mkdtemp(prefix="kiln-gen-")
    arches = ["sm_80", "sm_86", "sm_89", "sm_90", "sm_90a", "sm_100a", "sm_120"]
    kernels, findings, kinds = 0, 0, {}
    outcomes = {"compiled": 0, "rejected": 0, "nvcc rejected": 0}
    while (args.count and kernels < args.count) or (deadline and time.time() < deadline):
        seed = rng.randrange(1 << 30)
        if args.grammar == "real" or (args.grammar == "mixed" and seed % 2):
            from realcode import kernel as real_kernel
            src = real_kernel(seed)
        else:
            src = Gen(random.Random(seed)).kernel()
        path = os.path.join(tmp, f"gen{seed}.cu")
        with open(path, "w") as f:
            f.write(src)
        kernels += 1
        arch = rng.choice(arches)
        ptx = os.path.join(tmp, "out.ptx")
        if os.path.exists(ptx):
            os.remove(ptx)
        opts = rng.choice([[], [], ["-O0"], ["-O1"], ["--auto-sync"], ["--sync-check=strict"]])
        rc, err, timed_out = run([kilnc, path, "--arch=" + arch, "-o", ptx] + opts, args.timeout, args.mem_mb)
        if rc is not None:
            outcomes["compiled" if rc == 0 else "rejected"] += 1
        nvcc = None
        if args.nvcc:
            def nvcc():
                return run([args.nvcc, "-arch=" + arch.rstrip("a") if arch != "sm_90a" else "-arch=sm_90a",
                            "-ptx", path, "-o", os.path.join(tmp, "nvcc.ptx")], 300, 8192)[0]
        ptxas = None
        if args.ptxas and os.path.exists(ptx):
            def ptxas():
                return run([args.ptxas, "-arch=" + arch, ptx, "-o", "/dev/null"], 120, 8192)[:2]
        verdict = judge(rc, err, timed_out, path, opts, nvcc, ptxas)
        if verdict.nvcc_rejected:
            outcomes["nvcc rejected"] += 1
        kind = verdict.kind
        if not kind:
            continue
        err = verdict.text
        findings += 1
        kinds[kind] = kinds.get(kind, 0) + 1
        first = next((l for l in err.splitlines() if "error" in l or "LLVM ERROR" in l), err[:200])
        print(f"FINDING {kind}: seed {seed} --arch={arch} {' '.join(opts)}: {first}", flush=True)
        if args.findings:
            save_finding(args.findings, f"gen{seed}-{arch}", src, " ".join([kilnc, "--arch=" + arch] + opts), err)
    summary = ", ".join(f"{v} {k}" for k, v in sorted(kinds.items())) or "none"
    print(f"fuzz-generate: {kernels} kernels, {findings} findings ({summary}); "
          f"kilnc compiled {outcomes['compiled']}, rejected {outcomes['rejected']}"
          f" (nvcc rejected {outcomes['nvcc rejected']} of those)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
