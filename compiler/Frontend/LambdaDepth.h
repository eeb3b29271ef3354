//===- LambdaDepth.h - a limit on nested lambdas and classes ----*- C++ -*-===//
//
// Clang's semantic analysis of nested lambdas and classes grows with the
// cube of the depth (each step asks every enclosing declaration context
// whether it is dependent, or for its attributes): 400 nested lambdas take
// 10 s, 1000 ran past the fuzz campaign's 60 s (issue 13); 2000 nested
// structs 32 s, 5000 far more. The limit is
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

/// The deepest nesting of lambdas and classes kilnc compiles: far beyond real code (a few
/// levels), and still a fraction of a second for Clang.
constexpr unsigned kMaxLambdaDepth = 128;

/// Watches the tokens `pp` hands the parser (after macro expansion) and,
/// when a lambda's or a class's body opens more than `limit` of them deep,
/// reports a fatal error at its introducer (or class key) and ends the parse
/// there.
void addLambdaDepthLimit(clang::Preprocessor &pp, unsigned limit = kMaxLambdaDepth);

} // namespace kiln::frontend

#endif
