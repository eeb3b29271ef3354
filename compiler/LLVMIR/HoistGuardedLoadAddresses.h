//===- HoistGuardedLoadAddresses.h - predicable guarded loads -*- C++ -*-===//
#ifndef KILN_COMPILER_LLVMIR_HOISTGUARDEDLOADADDRESSES_H
#define KILN_COMPILER_LLVMIR_HOISTGUARDEDLOADADDRESSES_H

#include "llvm/IR/PassManager.h"

namespace kiln {

/// Last among the IR passes that move instructions: in a triangle (a block
/// that only a conditional branch enters and that falls into the branch's
/// other successor) whose body is loads and the integer arithmetic of their
/// addresses, that arithmetic moves above the branch, pinned there
/// (`llvm.fake.use`) so that MachineSink does not bring it back.
///
/// Why: ptxas predicates the loads of such a block (@P LDG) only when the
/// block is little more than the loads; with their address arithmetic in it
/// (an i32 index sign-extended and added to a base), it keeps the branch and
/// a BSSY/BSYNC reconvergence pair around it. nvcc's NVVM computes those
/// addresses outside the block (strength-reduced pointers): in realcode
/// lz77_token_chunk_decompress, the encoder's match loop `while (ip + l <
/// chunk && src[ip + l] == src[ip + l - off] ...)` ran a BSSY/BSYNC pair every
/// step in kilnc's SASS and none in nvcc's (0.43x nvcc).
///
/// Only cheap arithmetic that cannot trap moves (no division, no 64-bit
/// product), and only when what stays in the block is loads and at most
/// three other instructions: otherwise ptxas keeps the branch anyway.
class HoistGuardedLoadAddressesPass
    : public llvm::PassInfoMixin<HoistGuardedLoadAddressesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &f, llvm::FunctionAnalysisManager &am);
};

} // namespace kiln

#endif
