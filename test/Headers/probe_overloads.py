#!/usr/bin/env python3
"""What the half and bfloat16 types do in expressions, asked of the compiler.

The declarations can match (cuda-fp16-bf16-api.test) while the overload sets
still resolve differently: an extra candidate turns `h + 1.0f` from ambiguous
into valid, a missing `explicit` makes a conversion implicit. This asks clang,
for some twenty thousand expressions mixing the fp16/bf16 types (plain, const,
volatile) with each other and with every arithmetic type (binary and compound
operators, unary operators, increments, implicit, static_cast and braced
conversions both ways, two-argument construction, member access, contextual
bool), whether the expression is well-formed and, if so, its type and value
category, and prints one line per expression.

  probe_overloads.py gen OUT.cu          write the probe file
  probe_overloads.py parse OUT.cu < ERR  clang's diagnostics on it -> one line a probe

Each probe is a function template instantiated once, whose body static_asserts
false on a type naming the probe's number and decltype((expr)) (or ill_formed),
so clang -fsyntax-only -ferror-limit=0 prints exactly one error a probe.
"""
import re
import sys

HALF = ["__half", "__half2", "__nv_bfloat16", "__nv_bfloat162"]
RAW = ["__half_raw", "__half2_raw", "__nv_bfloat16_raw", "__nv_bfloat162_raw"]
ARITH = ["float", "double", "long double", "int", "unsigned", "short", "unsigned short", "long",
         "unsigned long", "long long", "unsigned long long", "char", "signed char", "unsigned char",
         "bool", "_Float16", "__bf16"]
OTHER = HALF + RAW + ARITH
# Left operands with qualifiers, against a smaller set of right operands.
QUALIFIED = [q + " " + t for q in ("const", "volatile", "const volatile") for t in HALF]
SMALL = HALF + ["float", "int", "double", "unsigned short"]
BINARY = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "&", "<<"]
COMPOUND = ["=", "+=", "-=", "*=", "/="]
UNARY_PRE = ["-", "+", "!", "~", "++", "--", "&"]
UNARY_POST = ["++", "--"]

A = "val<A&>()"  # an lvalue of the first type
B = "val<B&>()"  # an lvalue of the second type


def probes():
    """(first type, second type, expression in A and B) for every probe."""
    out = []
    for x in HALF + RAW:
        for y in OTHER:
            for op in BINARY:
                out.append((x, y, f"{A} {op} {B}"))
                if y not in HALF + RAW:
                    out.append((y, x, f"{A} {op} {B}"))
            for op in COMPOUND:
                out.append((x, y, f"{A} {op} {B}"))
                if y not in HALF + RAW:
                    out.append((y, x, f"{A} {op} {B}"))
            # Conversions both ways, from lvalues and prvalues.
            for (s, d) in ((x, y), (y, x)) if y not in HALF + RAW else ((x, y),):
                out.append((s, d, f"val<void (*)(B)>()({A})"))
                out.append((s, d, f"val<void (*)(B)>()(val<A>())"))
                out.append((s, d, f"static_cast<B>({A})"))
                out.append((s, d, f"B{{{A}}}"))
            out.append((x, y, f"A({B}, {B})"))
        out.append((x, x, f"val<A>() = {A}"))
        for op in UNARY_PRE:
            out.append((x, x, f"{op}{A}"))
        for op in UNARY_POST:
            out.append((x, x, f"{A}{op}"))
        out.append((x, x, f"{A} ? 1 : 0"))
        out.append((x, x, "A()"))
        out.append((x, x, "A{}"))
        out.append((x, x, f"{A}.x"))
        out.append((x, x, f"{A}.y"))
    for x in QUALIFIED:
        for y in SMALL:
            for op in BINARY[:11] + COMPOUND:
                out.append((x, y, f"{A} {op} {B}"))
                out.append((y, x, f"{A} {op} {B}"))
            out.append((x, y, f"val<void (*)(B)>()({A})"))
            out.append((x, y, f"static_cast<B>({A})"))
        for op in UNARY_PRE:
            out.append((x, x, f"{op}{A}"))
        for op in UNARY_POST:
            out.append((x, x, f"{A}{op}"))
        out.append((x, x, f"{A} ? 1 : 0"))
    return out


def generate(path):
    lines = ["#include <cuda_fp16.h>", "#include <cuda_bf16.h>",
             "template <class T> __device__ T val();",
             "template <int N, class T> struct Probe;",
             "struct ill_formed;",
             "template <int N, class T> __device__ void report() "
             "{ static_assert(__is_same(Probe<N, T>, ill_formed *), \"\"); }"]
    for n, (a, b, e) in enumerate(probes()):
        lines.append(f"template <class A, class B> __device__ void p{n}() {{ if constexpr (requires {{ {e}; }}) "
                     f"report<{n}, decltype(({e}))>(); else report<{n}, ill_formed>(); }}")
        lines.append(f"template __device__ void p{n}<{a}, {b}>();")
    open(path, "w").write("\n".join(lines) + "\n")


def spell(a, b, e):
    return e.replace("val<A&>()", f"({a}&)").replace("val<A>()", f"{a}()").replace(
        "val<B&>()", f"({b}&)").replace("val<void (*)(B)>()", f"implicit<{b}>").replace(
        "static_cast<B>", f"static_cast<{b}>").replace("B{", f"{b}{{").replace(
        "A(", f"{a}(").replace("A{", f"{a}{{")


# Typedef sugar that the two sets of headers spell differently in a result type.
SUGAR = [(re.compile(r"\bhalf2\b"), "__half2"), (re.compile(r"\bhalf\b"), "__half"),
         (re.compile(r"\bnv_bfloat162\b"), "__nv_bfloat162"), (re.compile(r"\bnv_bfloat16\b"), "__nv_bfloat16")]


def parse(path):
    table = probes()
    found = {}
    for m in re.finditer(r"requirement '__is_same\(Probe<(\d+), (.*)>, ill_formed \*\)'", sys.stdin.read()):
        t = m.group(2)
        for r, s in SUGAR:
            t = r.sub(s, t)
        found[int(m.group(1))] = "ill-formed" if t == "ill_formed" else t
    if len(found) != len(table):
        sys.exit(f"probe_overloads.py: {len(found)} of {len(table)} probes answered (another error in {path}?)")
    for n, (a, b, e) in enumerate(table):
        print(f"{spell(a, b, e)} : {found[n]}")


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("gen", "parse"):
        sys.exit(__doc__)
    (generate if sys.argv[1] == "gen" else parse)(sys.argv[2])
