//===- ReportCollector.cpp - what kilnc --report gathers from MLIR --------===//
#include "compiler/Driver/ReportCollector.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Remarks.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/Pass.h"

#include <mutex>

using namespace mlir;
using namespace kiln::driver;

std::optional<FileLineColLoc>
kiln::driver::displayedPosition(Location loc, llvm::function_ref<bool(Location)> userLocation) {
  std::optional<FileLineColLoc> first, user;
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      if (!first)
        first = file;
      if (!user && userLocation(file))
        user = file;
    }
    return WalkResult::advance();
  });
  return user ? user : first;
}

namespace {

class ReportRemarkStreamer : public remark::detail::MLIRRemarkStreamerBase {
public:
  ReportRemarkStreamer(CompileReport &report, llvm::StringRef target,
                       std::function<bool(Location)> userLocation)
      : report(report), target(target.str()), userLocation(std::move(userLocation)) {}

  void streamOptimizationRemark(const remark::detail::Remark &r) override {
    ReportRemark out;
    out.target = target;
    out.category = r.getCategoryName().str();
    out.name = r.getRemarkName().str();
    out.function = r.getFunction().str();
    for (const auto &arg : r.getArgs()) {
      if (arg.key == "Remark")
        out.message += arg.val;
      else
        out.args.push_back({arg.key, arg.val});
    }
    if (std::optional<FileLineColLoc> at = displayedPosition(r.getLocation(), userLocation)) {
      out.file = at->getFilename().str();
      out.line = at->getLine();
      out.column = at->getColumn();
    }
    std::lock_guard<std::mutex> lock(mutex);
    report.remarks.push_back(std::move(out));
  }

private:
  CompileReport &report;
  std::string target;
  std::function<bool(Location)> userLocation;
  std::mutex mutex;
};

std::string printWithLocations(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  OpPrintingFlags flags;
  flags.enableDebugInfo(/*enable=*/true, /*prettyForm=*/false).useLocalScope();
  op->print(os, flags);
  os << "\n";
  return text;
}

struct CaptureAfterPass : PassInstrumentation {
  CaptureAfterPass(llvm::StringRef argument, ReportStage &stage)
      : argument(argument.str()), stage(stage) {}
  void runAfterPass(Pass *pass, Operation *op) override {
    auto func = dyn_cast<func::FuncOp>(op);
    if (!func || func.isExternal() || pass->getArgument() != argument)
      return;
    std::string text = printWithLocations(func);
    std::lock_guard<std::mutex> lock(mutex);
    stage.text += text;
    stage.symbols.push_back({func.getSymName().str(), std::move(text)});
  }
  std::string argument;
  ReportStage &stage;
  std::mutex mutex;
};

} // namespace

void kiln::driver::collectReportRemarks(MLIRContext &context, CompileReport &report,
                                        llvm::StringRef target,
                                        std::function<bool(Location)> userLocation) {
  remark::RemarkCategories categories;
  categories.all = "kiln-.*";
  categories.analysis = "kiln-.*";
  (void)remark::enableOptimizationRemarks(
      context, std::make_unique<ReportRemarkStreamer>(report, target, std::move(userLocation)),
      std::make_unique<remark::RemarkEmittingPolicyAll>(), categories,
      /*printAsEmitRemarks=*/false);
}

std::vector<std::pair<std::string, std::string>>
kiln::driver::printSymbolsWithLocations(ModuleOp module) {
  std::vector<std::pair<std::string, std::string>> out;
  for (Operation &op : module.getBody()->getOperations()) {
    std::string name;
    if (auto symbol = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
      name = symbol.str();
    out.push_back({name, printWithLocations(&op)});
  }
  return out;
}

std::unique_ptr<PassInstrumentation>
kiln::driver::captureAfterPass(llvm::StringRef passArgument, ReportStage &stage) {
  return std::make_unique<CaptureAfterPass>(passArgument, stage);
}
