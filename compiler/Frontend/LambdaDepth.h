//===- LambdaDepth.h - a limit on lambdas nested in lambdas -----*- C++ -*-===//
//
// Clang's semantic analysis of nested lambdas grows with the cube of the
// depth (each completed lambda walks the lambdas it holds, and each step asks
// the enclosing contexts for their attributes): 400 nested lambdas take
// 10 s, 1000 ran past the fuzz campaign's 60 s (issue 13). The limit is
// checked on the token stream as the parser reads it, before Sema has seen
// the deep end, and stops the parse there with a located error.
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_LAMBDADEPTH_H
#define KILN_COMPILER_FRONTEND_LAMBDADEPTH_H

namespace clang {
class Preprocessor;
} // namespace clang

namespace kiln::frontend {

/// The deepest lambda nesting kilnc compiles: far beyond real code (a few
/// levels), and still a fraction of a second for Clang.
constexpr unsigned kMaxLambdaDepth = 128;

/// Watches the tokens `pp` hands the parser (after macro expansion) and,
/// when a lambda body opens more than `limit` lambdas deep, reports a fatal
/// error at that lambda's introducer and ends the parse there.
void addLambdaDepthLimit(clang::Preprocessor &pp, unsigned limit = kMaxLambdaDepth);

} // namespace kiln::frontend

#endif
