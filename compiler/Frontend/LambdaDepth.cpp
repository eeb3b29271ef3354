//===- LambdaDepth.cpp - a limit on nested lambdas and classes ------------===//
//
// A bracket stack over the tokens the parser reads. A class key (`struct`,
// `class`, `union`) opens a class body at the next `{` at its bracket depth,
// before any `;` or `=` (a function returning `struct S` or a template's
// `class T` count one level while that body is open: harmless). A `[` where an
// expression may start (not after a name, a literal, `)` or `]`) may be a
// lambda introducer; it is one when the `{` that follows its `]` at the same
// bracket depth, before any `;`, opens the body. `delete[] p;`, attributes
// (`[[...]]`), subscripts and `operator[]` never reach that `{`. Structured
// bindings with a braced initialiser (`auto [a, b] = S{...}`) count one level
// while their braces are open. Lambdas and classes count together: Clang's
// cost grows with the depth of declaration contexts, whichever they are.
//
//===----------------------------------------------------------------------===//
#include "compiler/Frontend/LambdaDepth.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>

using namespace clang;

namespace {

class LambdaDepthWatcher {
public:
  LambdaDepthWatcher(Preprocessor &pp, unsigned limit) : pp(pp), limit(limit) {}

  void operator()(const Token &tok) {
    if (stopped) {
      // The rest of the file is not parsed: the parser unwinds its nesting
      // through error recovery, which is cheap, instead of finishing lambdas.
      const_cast<Token &>(tok).setKind(tok::eof);
      return;
    }
    // The parser's annotations stand for tokens already seen.
    if (tok.isAnnotation())
      return;
    tok::TokenKind kind = tok.getKind();
    switch (kind) {
    case tok::l_square: {
      bool mayStartExpression = mayPrecedeExpression(prev);
      if (prev == tok::l_square && !stack.empty() && stack.back().candidate) {
        stack.back().candidate = false; // `[[`: an attribute
        mayStartExpression = false;
      }
      stack.push_back({tok::l_square, mayStartExpression, false, tok.getLocation()});
      break;
    }
    case tok::l_paren:
      stack.push_back({tok::l_paren, false, false, tok.getLocation()});
      break;
    case tok::l_brace:
      if (pending && pending->level == stack.size()) {
        stack.push_back({tok::l_brace, false, true, pending->introducer});
        bool isClass = pending->isClass;
        pending.reset();
        if (++depth > limit) {
          DiagnosticsEngine &diags = pp.getDiagnostics();
          unsigned id = diags.getCustomDiagID(
              DiagnosticsEngine::Fatal,
              "%select{lambda|class}0 nested more than %1 lambdas and classes deep: kilnc's limit "
              "(Clang's analysis of nested lambdas and classes grows with the cube of the depth)");
          diags.Report(stack.back().at, id) << isClass << limit;
          stopped = true;
          const_cast<Token &>(tok).setKind(tok::eof);
          return;
        }
      } else {
        stack.push_back({tok::l_brace, false, false, tok.getLocation()});
      }
      break;
    case tok::r_square:
    case tok::r_paren:
    case tok::r_brace: {
      tok::TokenKind open = kind == tok::r_square ? tok::l_square
                            : kind == tok::r_paren ? tok::l_paren
                                                   : tok::l_brace;
      // Unbalanced input (an error Clang reports): pop to the matching
      // bracket if there is one, else ignore the closer.
      size_t keep = stack.size();
      while (keep > 0 && stack[keep - 1].kind != open)
        --keep;
      if (keep == 0)
        break;
      --keep; // the opening bracket's index: it and what it holds go
      bool introducer = stack[keep].candidate && kind == tok::r_square;
      SourceLocation at = stack[keep].at;
      for (size_t i = keep; i < stack.size(); ++i)
        if (stack[i].lambdaBody)
          --depth;
      stack.resize(keep);
      if (pending && pending->level > stack.size())
        pending.reset();
      if (introducer)
        pending = Pending{stack.size(), at, false};
      break;
    }
    case tok::kw_struct:
    case tok::kw_class:
    case tok::kw_union:
      pending = Pending{stack.size(), tok.getLocation(), true};
      break;
    case tok::semi:
    case tok::equal: // `struct S s = {...};`
      if (pending && pending->level == stack.size())
        pending.reset();
      break;
    default:
      break;
    }
    prev = kind;
  }

private:
  /// Whether a `[` after a token of this kind may begin an expression (and
  /// so a lambda) rather than subscript, declare an array or name
  /// `operator[]`.
  static bool mayPrecedeExpression(tok::TokenKind kind) {
    switch (kind) {
    case tok::identifier:
    case tok::r_paren:
    case tok::r_square:
      return false;
    case tok::kw_return:
    case tok::kw_co_return:
    case tok::kw_co_yield:
    case tok::kw_co_await:
    case tok::kw_case:
    case tok::kw_throw:
    case tok::kw_else:
    case tok::kw_do:
      return true;
    default:
      // Literals, `this`, `operator`, `delete`, type keywords (`new int[n]`).
      return tok::getPunctuatorSpelling(kind) != nullptr;
    }
  }

  struct Frame {
    tok::TokenKind kind;
    bool candidate;  // a `[` that may introduce a lambda
    bool lambdaBody; // a `{` that opens a lambda's or a class's body
    SourceLocation at;
  };
  struct Pending {
    size_t level; // the stack depth at which the body's `{` must come
    SourceLocation introducer;
    bool isClass; // a class key (`struct`, `class`, `union`), else a lambda introducer
  };

  Preprocessor &pp;
  unsigned limit;
  llvm::SmallVector<Frame, 64> stack;
  std::optional<Pending> pending;
  unsigned depth = 0;
  tok::TokenKind prev = tok::unknown;
  bool stopped = false;
};

} // namespace

void kiln::frontend::addLambdaDepthLimit(Preprocessor &pp, unsigned limit) {
  pp.setTokenWatcher(LambdaDepthWatcher(pp, limit));
}
