//===- ForwardingConsumer.h - a diagnostic consumer in front of another -*- C++ -*-===//
//
// The frontend's diagnostic consumers that look at, record or reword
// Clang's diagnostics on their way to kilnc's printer: the source-file
// events, finish and clear go through to `target`, and so does every
// diagnostic a subclass's HandleDiagnostic passes on. (Clang's
// ForwardingDiagnosticConsumer forwards neither BeginSourceFile nor
// EndSourceFile, which the text printer needs.)
//
//===----------------------------------------------------------------------===//
#ifndef KILN_COMPILER_FRONTEND_FORWARDINGCONSUMER_H
#define KILN_COMPILER_FRONTEND_FORWARDINGCONSUMER_H

#include "clang/Basic/Diagnostic.h"

namespace kiln::frontend {

class ForwardingConsumer : public clang::DiagnosticConsumer {
public:
  explicit ForwardingConsumer(clang::DiagnosticConsumer &target) : target(target) {}
  void BeginSourceFile(const clang::LangOptions &lo, const clang::Preprocessor *pp) override {
    target.BeginSourceFile(lo, pp);
  }
  void EndSourceFile() override { target.EndSourceFile(); }
  void finish() override { target.finish(); }
  void clear() override {
    DiagnosticConsumer::clear();
    target.clear();
  }

protected:
  clang::DiagnosticConsumer &target;
};

} // namespace kiln::frontend

#endif
