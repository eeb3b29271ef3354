//===- HostCallsInDeviceCode.h - nvcc's host calls from __host__ __device__ code -*- C++ -*-===//
//
// nvcc accepts a call to a __host__ function (fopen, std::vector, exit, ...)
// in a __host__ __device__ function even when the device side uses that
// function: warning #20011-D, and the call is unreachable in the device code
// it emits. Clang defers err_ref_bad_target until the function is known to
// be emitted for the device, then refuses the file. Kilnc makes that
// deferred error nvcc's warning (a variable of the host stays an error, as
// it is for nvcc: "identifier is undefined in device code"), and the code
// generator compiles such a call as a trap: reaching it stops the kernel
// instead of running host code that is not there.
//
// Clang decides at the call when the caller is already known to be emitted
// (a non-inline, non-template __host__ __device__ function): that error is
// immediate. The first parse records it and the rewrite of TargetRedecls.h
// makes the caller `inline`, which defers it like the others (kilnc keeps
// every device function but kernels internal, so nothing else changes).
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_HOSTCALLSINDEVICECODE_H
#define KILN_COMPILER_FRONTEND_HOSTCALLSINDEVICECODE_H

#include "clang/Sema/Sema.h"

namespace kiln::frontend {

/// Before Sema emits its deferred device diagnostics, turns those about
/// calls from __host__ __device__ functions to __host__ ones into warnings.
void warnInsteadOfHostCallErrors(clang::Sema &sema);

/// Whether a call to `callee` from device code is one to compile as a trap:
/// a __host__ function Sema let through (see above).
bool isHostOnlyCallee(const clang::FunctionDecl *callee);

} // namespace kiln::frontend

#endif
