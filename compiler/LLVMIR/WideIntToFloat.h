//===- WideIntToFloat.h - __int128 to float/double on 64-bit ops -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_WIDEINTTOFLOAT_H
#define KILN_COMPILER_LLVMIR_WIDEINTTOFLOAT_H

namespace llvm {
class Function;
} // namespace llvm

namespace kiln {

/// Rewrites `sitofp`/`uitofp` from a 65..128-bit integer to float or double
/// with 64-bit operations only: the top 64 significant bits with a sticky bit
/// for the rest go through one correctly rounded `cvt.rn` from u64, then an
/// exact scale by a power of two. NVPTX has no library routine for these
/// (__floattidf), and the generic i128 expansion gave wrongly rounded doubles
/// on the GPU (constructs/int128.cu, int128.fixed_point). Returns true if it
/// changed `f`.
bool expandWideIntToFloat(llvm::Function &f);

} // namespace kiln

#endif
