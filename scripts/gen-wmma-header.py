#!/usr/bin/env python3
"""Writes compiler/headers/kiln/std/mma.h: CUDA's WMMA API (nvcuda::wmma) for kilnc.

Every overload of the CUDA 13 toolkit's <mma.h> for the shapes Kiln supports
(half, __nv_bfloat16, signed/unsigned char at m16n16k16, m32n8k16, m8n32k16;
tf32 at m16n16k8; double at m8n8k4; the experimental sub-byte u4/s4 at m8n8k32
and b1 at m8n8k128 with bmma_sync) is a non-template inline function, as in
the toolkit, whose body is the wmma.load / wmma.mma / wmma.store instruction
nvcc emits for it (checked with `nvcc -ptx -arch=sm_90`). Generated because
the overload set is a product of shapes, types, layouts and address spaces:
    python3 scripts/gen-wmma-header.py > compiler/headers/kiln/std/mma.h
"""

SHAPES16 = [(16, 16, 16), (32, 8, 16), (8, 32, 16)]

# element type -> (C++ name, PTX type, bytes, address-space variants like nvcc)
AB_TYPES = {
    "half": ("__half", "f16", 2, True),
    "bf16": ("__nv_bfloat16", "bf16", 2, False),
    "s8": ("signed char", "s8", 1, True),
    "u8": ("unsigned char", "u8", 1, True),
    "tf32": ("precision::tf32", "tf32", 4, False),
    "f64": ("double", "f64", 8, False),
}
# accumulator element -> (C++ name, PTX type, constraint, elements per register)
ACC_TYPES = {
    "half": ("__half", "f16", "r", 2),
    "float": ("float", "f32", "f", 1),
    "int": ("int", "s32", "r", 1),
    "double": ("double", "f64", "d", 1),
}


def shape_name(m, n, k):
    return f"m{m}n{n}k{k}"


def ab_elements(use, ty, m, n, k):
    """Elements per thread of an A or B fragment, as the toolkit declares."""
    if ty == "half":
        return 16
    if ty == "tf32":
        return 4
    if ty == "f64":
        return 1
    # bf16 and 8-bit: the operand's share of the warp's 32 lanes
    rows, cols = (m, k) if use == "a" else (k, n)
    return rows * cols // 32


def regs(elements, nbytes):
    """32-bit registers (64-bit for double) holding `elements`."""
    if nbytes == 8:
        return elements
    return elements * nbytes // 4


def reg_list(first, count):
    return "{" + ", ".join(f"%{i}" for i in range(first, first + count)) + "}"


def outs(constraint, name, count):
    return ", ".join(f'"={constraint}"({name}[{i}])' for i in range(count))


def ins(constraint, name, count):
    return ", ".join(f'"{constraint}"({name}[{i}])' for i in range(count))


def spaced(opcode_head, ptx_type, spaces, body):
    """`body(opcode, address_operand)` for each address space nvcc would pick."""
    if not spaces:
        return [f"  {body(opcode_head + '.' + ptx_type, 'p')}"]
    return [
        "  if (__kiln_wmma::is_shared(p))",
        f"    {body(opcode_head + '.shared.' + ptx_type, 'shared')}",
        "  else if (__kiln_wmma::is_global(p))",
        f"    {body(opcode_head + '.global.' + ptx_type, 'global')}",
        "  else",
        f"    {body(opcode_head + '.' + ptx_type, 'p')}",
    ]


def address(kind):
    return {
        "p": '"l"(p)',
        "shared": '"r"(__kiln_wmma::shared_address(p))',
        "global": '"l"(__kiln_wmma::global_address(p))',
    }[kind]


out = []
emit = out.append


def load_ab(use, tyname, shape, layout):
    cxx, ptx, nbytes, spaces = AB_TYPES[tyname]
    m, n, k = shape
    e = ab_elements(use, tyname, m, n, k)
    r = regs(e, nbytes)
    frag = f"fragment<matrix_{use}, {m}, {n}, {k}, {cxx}, {layout}_major>"
    ptr = "double" if tyname == "f64" else ("float" if tyname == "tf32" else cxx)
    c = "d" if tyname == "f64" else "r"
    rt = "double" if tyname == "f64" else "unsigned"
    head = f"wmma.load.{use}.sync.aligned.{layout}.{shape_name(m, n, k)}"
    emit(f"__KILN_WMMA_D void load_matrix_sync({frag} &a, const {ptr} *p, unsigned ldm) {{")
    emit(f"  {rt} r[{r}];")

    def body(opcode, kind):
        return (f'asm volatile("{opcode} {reg_list(0, r)}, [%{r}], %{r + 1};" : {outs(c, "r", r)}'
                f' : {address(kind)}, "r"(ldm) : "memory");')

    out.extend(spaced(head, ptx, spaces, body))
    emit("  __kiln_wmma::unpack(r, a.x);")
    emit("}")


def load_store_acc(tyname, shape, spaces, elements=None):
    cxx, ptx, c, per = ACC_TYPES[tyname]
    m, n, k = shape
    e = elements or (2 if tyname == "double" else 8)
    r = e // per
    frag = f"fragment<accumulator, {m}, {n}, {k}, {cxx}>"
    rt = {"r": "unsigned", "f": "float", "d": "double"}[c]
    if tyname == "int":
        rt = "int"
    # load
    emit(f"__KILN_WMMA_D void load_matrix_sync({frag} &a, const {cxx} *p, unsigned ldm, layout_t layout) {{")
    emit(f"  {rt} r[{r}];")
    for i, layout in enumerate(["row", "col"]):
        emit("  if (layout == mem_row_major) {" if i == 0 else "  } else {")
        head = f"wmma.load.c.sync.aligned.{layout}.{shape_name(m, n, k)}"

        def body(opcode, kind):
            return (f'asm volatile("{opcode} {reg_list(0, r)}, [%{r}], %{r + 1};" : {outs(c, "r", r)}'
                    f' : {address(kind)}, "r"(ldm) : "memory");')

        out.extend("  " + line for line in spaced(head, ptx, spaces, body))
    emit("  }")
    emit("  __kiln_wmma::unpack(r, a.x);")
    emit("}")
    # store
    emit(f"__KILN_WMMA_D void store_matrix_sync({cxx} *p, const {frag} &a, unsigned ldm, layout_t layout) {{")
    emit(f"  {rt} r[{r}];")
    emit("  __kiln_wmma::pack(a.x, r);")
    for i, layout in enumerate(["row", "col"]):
        emit("  if (layout == mem_row_major) {" if i == 0 else "  } else {")
        head = f"wmma.store.d.sync.aligned.{layout}.{shape_name(m, n, k)}"

        def body(opcode, kind):
            addr = address(kind).replace('"l"', '"l"')
            return (f'asm volatile("{opcode} [%0], {reg_list(1, r)}, %{r + 1};" :'
                    f' : {addr}, {ins(c, "r", r)}, "r"(ldm) : "memory");')

        out.extend("  " + line for line in spaced(head, ptx, spaces, body))
    emit("  }")
    emit("}")


def mma(abty, shape, la, lb, dty, cty, satf):
    acxx, aptx, anbytes, _ = AB_TYPES[abty]
    m, n, k = shape
    ra = regs(ab_elements("a", abty, m, n, k), anbytes)
    rb = regs(ab_elements("b", abty, m, n, k), anbytes)
    dcxx, dptx, dc, dper = ACC_TYPES[dty]
    ccxx, cptx, cc, cper = ACC_TYPES[cty]
    e = 2 if dty == "double" else 8
    rd, rc = e // dper, e // cper
    abc = "d" if abty == "f64" else "r"
    art = "double" if abty == "f64" else "unsigned"
    srt = {"r": "unsigned", "f": "float", "d": "double"}
    drt = "int" if dty == "int" else srt[dc]
    crt = "int" if cty == "int" else srt[cc]
    if abty == "half":
        types = f"{dptx}.{cptx}"
    elif abty == "f64":
        types = "f64.f64.f64.f64.rn"
    else:
        types = f"{dptx}.{aptx}.{aptx}.{cptx}"
    opcode = f"wmma.mma.sync.aligned.{la}.{lb}.{shape_name(m, n, k)}.{types}"
    fd = f"fragment<accumulator, {m}, {n}, {k}, {dcxx}>"
    fa = f"fragment<matrix_a, {m}, {n}, {k}, {acxx}, {la}_major>"
    fb = f"fragment<matrix_b, {m}, {n}, {k}, {acxx}, {lb}_major>"
    fc = f"fragment<accumulator, {m}, {n}, {k}, {ccxx}>"
    extra = ", bool satf = false" if satf else ""
    emit(f"__KILN_WMMA_D void mma_sync({fd} &d, const {fa} &a, const {fb} &b, const {fc} &c{extra}) {{")
    emit(f"  {art} ra[{ra}], rb[{rb}];")
    emit(f"  {crt} rc[{rc}];")
    emit(f"  {drt} rd[{rd}];")
    emit("  __kiln_wmma::pack(a.x, ra);")
    emit("  __kiln_wmma::pack(b.x, rb);")
    emit("  __kiln_wmma::pack(c.x, rc);")
    operands = (f"{reg_list(0, rd)}, {reg_list(rd, ra)}, {reg_list(rd + ra, rb)}, "
                f"{reg_list(rd + ra + rb, rc)}")
    constraints = f' : {outs(dc, "rd", rd)} : {ins(abc, "ra", ra)}, {ins(abc, "rb", rb)}, {ins(cc, "rc", rc)});'
    if satf:
        emit("  if (satf)")
        emit(f'    asm("{opcode}.satfinite {operands};"{constraints}')
        emit("  else")
        emit(f'    asm("{opcode} {operands};"{constraints}')
    else:
        emit(f'  asm("{opcode} {operands};"{constraints}')
    emit("  __kiln_wmma::unpack(rd, d.x);")
    emit("}")


def fragments(tyname, shape):
    cxx, _, nbytes, _ = AB_TYPES[tyname]
    m, n, k = shape
    for use in ["a", "b"]:
        e = ab_elements(use, tyname, m, n, k)
        for layout in ["row", "col"]:
            emit(f"template <> class fragment<matrix_{use}, {m}, {n}, {k}, {cxx}, {layout}_major> "
                 f": public __frag_base<{cxx}, {e}> {{}};")


def acc_fragment(tyname, shape):
    cxx = ACC_TYPES[tyname][0]
    m, n, k = shape
    e = 2 if tyname == "double" else 8
    emit(f"template <> class fragment<accumulator, {m}, {n}, {k}, {cxx}> : public __frag_base<{cxx}, {e}> {{}};")


def family(abty, shapes, accs, mma_pairs, satf, guard):
    emit(f"#if {guard}")
    for shape in shapes:
        emit(f"// {abty} {shape_name(*shape)}")
        fragments(abty, shape)
        for acc in accs:
            acc_fragment(acc, shape)
        for use in ["a", "b"]:
            for layout in ["row", "col"]:
                load_ab(use, abty, shape, layout)
        for acc in accs:
            load_store_acc(acc, shape, AB_TYPES[abty][3] or False)
        for dty, cty in mma_pairs:
            for la in ["row", "col"]:
                for lb in ["col", "row"]:
                    mma(abty, shape, la, lb, dty, cty, satf)
    emit("#endif")
    emit("")


# Experimental sub-byte fragments: name -> (C++ type, PTX type, K, storage type).
# A is row-major and B column-major only, one 32-bit register each; the
# accumulator is two s32 registers (the toolkit's __frag_base<int, 2>).
SUBBYTE = {
    "u4": ("experimental::precision::u4", "u4", 32, "unsigned"),
    "s4": ("experimental::precision::s4", "s4", 32, "int"),
    "b1": ("experimental::precision::b1", "b1", 128, "unsigned"),
}


def subbyte_fragments(tyname):
    cxx, _, k, _ = SUBBYTE[tyname]
    elements = 32 if tyname == "b1" else 8  # elements per thread, packed in one word
    emit(f"template <> class fragment<matrix_a, 8, 8, {k}, {cxx}, row_major> : public __frag_base<{cxx}, {elements}, 1> {{}};")
    emit(f"template <> class fragment<matrix_b, 8, 8, {k}, {cxx}, col_major> : public __frag_base<{cxx}, {elements}, 1> {{}};")


def subbyte_loads(tyname):
    cxx, ptx, k, storage = SUBBYTE[tyname]
    for use, layout in [("a", "row"), ("b", "col")]:
        frag = f"fragment<matrix_{use}, 8, 8, {k}, {cxx}, {layout}_major>"
        head = f"wmma.load.{use}.sync.aligned.{layout}.m8n8k{k}"
        # ldm counts elements, as for the other types; p points at packed words.
        emit(f"__KILN_WMMA_D void load_matrix_sync({frag} &a, const void *p, unsigned ldm) {{")
        emit("  unsigned r;")

        def body(opcode, kind):
            return f'asm volatile("{opcode} {{%0}}, [%1], %2;" : "=r"(r) : {address(kind)}, "r"(ldm) : "memory");'

        out.extend(spaced(head, ptx, True, body))
        emit(f"  a.x[0] = ({storage})r;")
        emit("}")


def subbyte_mma(tyname):
    cxx, ptx, k, _ = SUBBYTE[tyname]
    acc = f"fragment<accumulator, 8, 8, {k}, int>"
    fa = f"fragment<matrix_a, 8, 8, {k}, {cxx}, row_major>"
    fb = f"fragment<matrix_b, 8, 8, {k}, {cxx}, col_major>"
    operands = "{%0, %1}, {%2}, {%3}, {%4, %5}"
    constraints = ' : "=r"(d.x[0]), "=r"(d.x[1]) : "r"(a.x[0]), "r"(b.x[0]), "r"(c0), "r"(c1));'
    if tyname == "b1":
        emit(f"__KILN_WMMA_D void bmma_sync({acc} &d, const {fa} &a, const {fb} &b, const {acc} &c,")
        emit("                                experimental::bmmaBitOp op = experimental::bmmaBitOpXOR,")
        emit("                                experimental::bmmaAccumulateOp = experimental::bmmaAccumulateOpPOPC) {")
        emit("  int c0 = c.x[0], c1 = c.x[1];  // d may be c")
        tail = "sync.aligned.row.col.m8n8k128.s32.b1.b1.s32"
        emit("  if (op == experimental::bmmaBitOpAND)")
        emit(f'    asm("wmma.mma.and.popc.{tail} {operands};"{constraints}')
        emit("  else")
        emit(f'    asm("wmma.mma.xor.popc.{tail} {operands};"{constraints}')
        emit("}")
        return
    opcode = f"wmma.mma.sync.aligned.row.col.m8n8k{k}.s32.{ptx}.{ptx}.s32"
    emit(f"__KILN_WMMA_D void mma_sync({acc} &d, const {fa} &a, const {fb} &b, const {acc} &c, bool satf = false) {{")
    emit("  int c0 = c.x[0], c1 = c.x[1];  // d may be c")
    emit("  if (satf)")
    emit(f'    asm("{opcode}.satfinite {operands};"{constraints}')
    emit("  else")
    emit(f'    asm("{opcode} {operands};"{constraints}')
    emit("}")


def subbyte_family():
    emit("#if defined(__CUDA_SUBBYTE_IMMA__)")
    for k in (32, 128):
        emit(f"template <> class fragment<accumulator, 8, 8, {k}, int> : public __frag_base<int, 2> {{}};")
    for tyname in SUBBYTE:
        emit(f"// {tyname} m8n8k{SUBBYTE[tyname][2]}")
        subbyte_fragments(tyname)
        subbyte_loads(tyname)
    for k in (32, 128):
        load_store_acc("int", (8, 8, k), True, elements=2)
    for tyname in SUBBYTE:
        subbyte_mma(tyname)
    emit("#endif")
    emit("")


HEADER = r'''//===- mma.h - CUDA's WMMA API (nvcuda::wmma), Kiln's implementation ------===//
// (Over 800 lines: generated, one overload set per shape, element type and layout.)
// GENERATED by scripts/gen-wmma-header.py; edit the script, not this file.
//
// The fragments, overloads and semantics of the CUDA 13 toolkit's <mma.h>
// for kilnc: fragment<matrix_a|matrix_b|accumulator, M, N, K, T[, layout]>
// with num_elements, num_storage_elements, element_type,
// storage_element_type and x[] as the toolkit declares them, fill_fragment,
// load_matrix_sync, store_matrix_sync and mma_sync (satf on the integer
// forms, as in the toolkit), __float_to_tf32. Each function is the
// wmma.load / wmma.mma / wmma.store instruction nvcc emits for it, as inline
// PTX (docs/architecture.md, "WMMA"): the fragment registers are the
// instruction's, so their element layout is the hardware's, as with nvcc.
// half and 8-bit loads and stores use the .shared / .global forms when the
// pointer's space is known after inlining, else the generic form, as nvcc
// does (simt.is_space marked kiln.static_space: folded where the space is
// known, false otherwise, never a run-time isspacep). bf16, tf32 and double
// use the generic form, as nvcc does.
//
// Shapes and types: half (float or half accumulators), __nv_bfloat16 (float
// accumulators) and signed/unsigned char (int accumulators) at m16n16k16,
// m32n8k16 and m8n32k16; precision::tf32 at m16n16k8; double at m8n8k4;
// the experimental sub-byte fragments: u4 and s4 at m8n8k32 and b1 at
// m8n8k128 (A row-major, B column-major, int accumulators; one packed word
// per thread, loaded from a `const void *` with ldm in elements), mma_sync
// (satf) and bmma_sync (XOR or AND, POPC), as the toolkit's. Other shapes and
// types are an error naming what is provided.
//
//===----------------------------------------------------------------------===//
#ifndef __CUDA_MMA_H__
#define __CUDA_MMA_H__
#define __CUDA_MMA_HPP__

#include <cuda_fp16.h>
#include <cuda_bf16.h>

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700

#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 720
#define __CUDA_IMMA__ 1
#endif
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 730
#define __CUDA_SUBBYTE_IMMA__ 1
#endif
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
#define __CUDA_AMPERE_MMA__ 1
#endif

#define __KILN_WMMA_D static __device__ __inline__

namespace nvcuda {
namespace wmma {

struct row_major;
struct col_major;
struct matrix_a;
struct matrix_b;
struct accumulator;
#ifdef __CUDA_AMPERE_MMA__
namespace precision {
struct tf32;
}
#endif
namespace experimental {
namespace precision {
struct u4;
struct s4;
struct b1;
} // namespace precision
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental

enum layout_t { mem_row_major, mem_col_major };

template <typename T> struct helper_traits {
  typedef T element_type;
  typedef T storage_element_type;
  typedef T fill_argument_type;
};
#ifdef __CUDA_SUBBYTE_IMMA__
// Sub-byte elements are packed in 32-bit words: 8 nibbles or 32 bits.
template <> struct helper_traits<experimental::precision::u4> {
  typedef experimental::precision::u4 element_type;
  typedef unsigned int storage_element_type;
  typedef unsigned int fill_argument_type;
};
template <> struct helper_traits<experimental::precision::s4> {
  typedef experimental::precision::s4 element_type;
  typedef int storage_element_type;
  typedef int fill_argument_type;
};
template <> struct helper_traits<experimental::precision::b1> {
  typedef experimental::precision::b1 element_type;
  typedef unsigned int storage_element_type;
  typedef unsigned int fill_argument_type;
};
#endif
#ifdef __CUDA_AMPERE_MMA__
template <> struct helper_traits<precision::tf32> {
  typedef precision::tf32 element_type;
  typedef float storage_element_type;
  typedef float fill_argument_type;
};
#endif

template <typename T, int size, int packed_size = size> struct __align__(8) __frag_base {
  enum { num_elements = size };
  enum { num_storage_elements = packed_size };
  typedef T element_type;
  typedef typename helper_traits<T>::storage_element_type storage_element_type;
  storage_element_type x[num_storage_elements];
};

// The storage word fill_fragment writes: the value itself, or for sub-byte
// types its low 4 bits (u4, s4) or low bit (b1) repeated across the word.
template <typename T> struct __kiln_fill_word {
  template <typename A> static __device__ __forceinline__ A get(A in) { return in; }
};
#ifdef __CUDA_SUBBYTE_IMMA__
template <> struct __kiln_fill_word<experimental::precision::u4> {
  static __device__ __forceinline__ unsigned get(unsigned in) { return (in & 0xfu) * 0x11111111u; }
};
template <> struct __kiln_fill_word<experimental::precision::s4> {
  static __device__ __forceinline__ int get(int in) { return (int)(((unsigned)in & 0xfu) * 0x11111111u); }
};
template <> struct __kiln_fill_word<experimental::precision::b1> {
  static __device__ __forceinline__ unsigned get(unsigned in) { return (in & 1u) ? 0xffffffffu : 0u; }
};
#endif

template <typename FragEleType, int size, int packed_size>
__KILN_WMMA_D void fill_fragment(__frag_base<FragEleType, size, packed_size> &f,
                                 const typename helper_traits<FragEleType>::fill_argument_type &in) {
  typename helper_traits<FragEleType>::storage_element_type v = __kiln_fill_word<FragEleType>::get(in);
#pragma unroll
  for (int i = 0; i < f.num_storage_elements; i++)
    f.x[i] = v;
}

template <typename> struct __kiln_wmma_unsupported { enum { value = false }; };

// Shapes and types without a specialisation below.
template <typename Use, int m, int n, int k, typename T, typename Layout = void> class fragment {
  static_assert(__kiln_wmma_unsupported<T>::value,
                "this WMMA fragment is not supported by kilnc: it provides half, __nv_bfloat16 and "
                "signed/unsigned char at m16n16k16, m32n8k16 and m8n32k16, precision::tf32 at m16n16k8 and "
                "double at m8n8k4 (sm_80+ for bf16, tf32 and double; sm_72+ for 8-bit), and the "
                "experimental u4/s4 at m8n8k32 and b1 at m8n8k128 (A row-major, B column-major; sm_73+)");
};

#ifdef __CUDA_AMPERE_MMA__
/// Rounds to tf32 (nearest, ties away from zero), as the mma inputs want it.
__device__ __inline__ float __float_to_tf32(float in) {
  unsigned r;
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(in));
  return __uint_as_float(r);
}
#endif

} // namespace wmma
} // namespace nvcuda

namespace __kiln_wmma {
// Whether the pointer's space is known to be shared / global after
// inlining; false when it is not known (no run-time test).
__KILN_PRIM("static_space.shared") bool is_shared(const void *p);
__KILN_PRIM("static_space.global") bool is_global(const void *p);
static __device__ __forceinline__ unsigned shared_address(const void *p) {
  return (unsigned)__cvta_generic_to_shared(p);
}
static __device__ __forceinline__ unsigned long long global_address(const void *p) {
  return (unsigned long long)__cvta_generic_to_global(p);
}

// Fragment elements <-> the instruction's registers: 16-bit elements two to
// a 32-bit register (low half first), 8-bit ones four, 32- and 64-bit ones
// one each.
template <int R> static __device__ __forceinline__ void pack(const __half *x, unsigned (&r)[R]) {
#pragma unroll
  for (int i = 0; i < R; i++)
    r[i] = (unsigned)__half_as_ushort(x[2 * i]) | ((unsigned)__half_as_ushort(x[2 * i + 1]) << 16);
}
template <int R> static __device__ __forceinline__ void unpack(const unsigned (&r)[R], __half *x) {
#pragma unroll
  for (int i = 0; i < R; i++) {
    x[2 * i] = __ushort_as_half((unsigned short)(r[i] & 0xffffu));
    x[2 * i + 1] = __ushort_as_half((unsigned short)(r[i] >> 16));
  }
}
template <int R> static __device__ __forceinline__ void pack(const __nv_bfloat16 *x, unsigned (&r)[R]) {
#pragma unroll
  for (int i = 0; i < R; i++)
    r[i] = (unsigned)__bfloat16_as_ushort(x[2 * i]) | ((unsigned)__bfloat16_as_ushort(x[2 * i + 1]) << 16);
}
template <int R> static __device__ __forceinline__ void unpack(const unsigned (&r)[R], __nv_bfloat16 *x) {
#pragma unroll
  for (int i = 0; i < R; i++) {
    x[2 * i] = __ushort_as_bfloat16((unsigned short)(r[i] & 0xffffu));
    x[2 * i + 1] = __ushort_as_bfloat16((unsigned short)(r[i] >> 16));
  }
}
template <class C, int R> static __device__ __forceinline__ void pack_bytes(const C *x, unsigned (&r)[R]) {
#pragma unroll
  for (int i = 0; i < R; i++)
    r[i] = (unsigned)(unsigned char)x[4 * i] | ((unsigned)(unsigned char)x[4 * i + 1] << 8) |
           ((unsigned)(unsigned char)x[4 * i + 2] << 16) | ((unsigned)(unsigned char)x[4 * i + 3] << 24);
}
template <class C, int R> static __device__ __forceinline__ void unpack_bytes(const unsigned (&r)[R], C *x) {
#pragma unroll
  for (int i = 0; i < R; i++) {
    x[4 * i] = (C)(r[i] & 0xffu);
    x[4 * i + 1] = (C)((r[i] >> 8) & 0xffu);
    x[4 * i + 2] = (C)((r[i] >> 16) & 0xffu);
    x[4 * i + 3] = (C)(r[i] >> 24);
  }
}
template <int R> static __device__ __forceinline__ void pack(const signed char *x, unsigned (&r)[R]) { pack_bytes(x, r); }
template <int R> static __device__ __forceinline__ void unpack(const unsigned (&r)[R], signed char *x) { unpack_bytes(r, x); }
template <int R> static __device__ __forceinline__ void pack(const unsigned char *x, unsigned (&r)[R]) { pack_bytes(x, r); }
template <int R> static __device__ __forceinline__ void unpack(const unsigned (&r)[R], unsigned char *x) { unpack_bytes(r, x); }
// tf32 fragments hold floats; their registers are .b32.
template <int R> static __device__ __forceinline__ void pack(const float *x, unsigned (&r)[R]) {
#pragma unroll
  for (int i = 0; i < R; i++)
    r[i] = __float_as_uint(x[i]);
}
template <int R> static __device__ __forceinline__ void unpack(const unsigned (&r)[R], float *x) {
#pragma unroll
  for (int i = 0; i < R; i++)
    x[i] = __uint_as_float(r[i]);
}
// Same-typed registers: copies.
template <class T, int R> static __device__ __forceinline__ void pack(const T *x, T (&r)[R]) {
#pragma unroll
  for (int i = 0; i < R; i++)
    r[i] = x[i];
}
template <class T, int R> static __device__ __forceinline__ void unpack(const T (&r)[R], T *x) {
#pragma unroll
  for (int i = 0; i < R; i++)
    x[i] = r[i];
}
} // namespace __kiln_wmma

namespace nvcuda {
namespace wmma {
'''

FOOTER = r'''
} // namespace wmma
} // namespace nvcuda

#undef __KILN_WMMA_D
#endif // !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 700
#endif // __CUDA_MMA_H__
'''

emit(HEADER.rstrip("\n"))
emit("")
half_pairs = [("half", "half"), ("float", "half"), ("float", "float"), ("half", "float")]
family("half", SHAPES16, ["half", "float"], half_pairs, False, "1")
family("s8", SHAPES16, ["int"], [("int", "int")], True, "defined(__CUDA_IMMA__)")
family("u8", SHAPES16, [], [("int", "int")], True, "defined(__CUDA_IMMA__)")
family("bf16", SHAPES16, [], [("float", "float")], False, "defined(__CUDA_AMPERE_MMA__)")
family("tf32", [(16, 16, 8)], ["float"], [("float", "float")], False, "defined(__CUDA_AMPERE_MMA__)")
family("f64", [(8, 8, 4)], ["double"], [("double", "double")], False, "defined(__CUDA_AMPERE_MMA__)")
subbyte_family()
emit(FOOTER.strip("\n"))
print("\n".join(out))
