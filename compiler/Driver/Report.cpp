//===- Report.cpp - kilnc --report's HTML page ----------------------------===//
#include "compiler/Driver/Report.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace kiln::driver;

namespace {

std::string escape(llvm::StringRef s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

/// The kind of mark a diagnostic puts on its source line.
std::string markClass(const ReportDiagnostic &d) {
  llvm::StringRef m = d.message;
  if (d.severity == "remark" && m.contains("inserted")) return "barrier-inserted";
  if (d.severity == "remark" && m.contains("removed")) return "barrier-removed";
  if (d.severity == "remark") return "remark";
  return d.severity;
}

bool sameFile(llvm::StringRef file, llvm::StringRef input) {
  return file == input || (!file.empty() && input.ends_with(("/" + file).str())) ||
         (!input.empty() && file.ends_with(("/" + input).str()));
}

const char *kStyle = R"(
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#222}
header{background:#2d2a26;color:#fff;padding:10px 16px}
header h1{font-size:18px;margin:0}
.ok{color:#7ddc7d}.failed{color:#ff8080}
main{display:flex;gap:12px;padding:12px;align-items:flex-start}
section{flex:1;min-width:0}
pre,table.code{font:12px/1.35 ui-monospace,monospace}
table.code{border-collapse:collapse;width:100%}
table.code td.n{color:#999;text-align:right;padding-right:8px;user-select:none;width:1%;white-space:nowrap}
table.code td.t{white-space:pre}
tr.hit td.t{background:#f4f0e6}
tr:target td{background:#fff3a8}
.diag{font:12px system-ui,sans-serif;padding:2px 6px;margin:1px 0;border-left:4px solid #999;white-space:normal}
.diag.error{border-color:#d33;background:#fde8e8}.diag.warning{border-color:#e90;background:#fff4e0}
.diag.barrier-inserted{border-color:#27c;background:#e6f0ff}.diag.barrier-removed{border-color:#6a6;background:#e9f7e9}
.diag.remark,.diag.note{border-color:#999;background:#f4f4f4}
.marker{display:inline-block;font:bold 10px system-ui;padding:0 4px;border-radius:3px;margin-right:4px;color:#fff}
.marker.barrier-inserted{background:#27c}.marker.barrier-removed{background:#6a6}
.marker.error{background:#d33}.marker.warning{background:#e90}
nav.tabs button{font:13px system-ui;padding:4px 10px;border:1px solid #bbb;background:#eee;cursor:pointer}
nav.tabs button.active{background:#fff;border-bottom-color:#fff;font-weight:bold}
.stage{display:none;border:1px solid #bbb;padding:4px;max-height:80vh;overflow:auto}
.stage.active{display:block}
a.src{color:#27c;text-decoration:none}
table.res{border-collapse:collapse;margin:8px 0}table.res td,table.res th{border:1px solid #ccc;padding:2px 8px;text-align:right}
table.res td:first-child,table.res th:first-child{text-align:left}
)";

const char *kScript = R"(
function showStage(target, name) {
  document.querySelectorAll('[data-target="' + target + '"]').forEach(function (e) {
    e.classList.toggle('active', e.getAttribute('data-stage') === name);
  });
}
)";

} // namespace

std::vector<ReportResources> kiln::driver::parsePtxasResources(llvm::StringRef output,
                                                               llvm::StringRef target) {
  std::vector<ReportResources> out;
  llvm::Regex entry("Compiling entry function '([^']+)'");
  llvm::Regex frame("([0-9]+) bytes stack frame, ([0-9]+) bytes spill stores, ([0-9]+) bytes spill loads");
  llvm::Regex used("Used ([0-9]+) registers");
  llvm::Regex smem("([0-9]+) bytes smem");
  llvm::SmallVector<llvm::StringRef, 4> m;
  llvm::SmallVector<llvm::StringRef> lines;
  output.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    if (entry.match(line, &m)) {
      out.push_back({target.str(), m[1].str()});
      continue;
    }
    if (out.empty())
      continue;
    ReportResources &r = out.back();
    if (frame.match(line, &m)) {
      m[1].getAsInteger(10, r.stackBytes);
      m[2].getAsInteger(10, r.spillStores);
      m[3].getAsInteger(10, r.spillLoads);
    }
    if (used.match(line, &m))
      m[1].getAsInteger(10, r.registers);
    if (line.contains("Used") && smem.match(line, &m))
      m[1].getAsInteger(10, r.sharedBytes);
  }
  return out;
}

std::string kiln::driver::renderReportHtml(const CompileReport &report) {
  std::string html;
  llvm::raw_string_ostream os(html);
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>kilnc report: "
     << escape(report.inputName) << "</title><style>" << kStyle << "</style><script>"
     << kScript << "</script></head><body>\n";
  unsigned errors = 0, inserted = 0, removed = 0, warnings = 0;
  std::map<unsigned, std::vector<const ReportDiagnostic *>> byLine;
  for (const ReportDiagnostic &d : report.diagnostics) {
    std::string mark = markClass(d);
    errors += mark == "error";
    warnings += mark == "warning";
    inserted += mark == "barrier-inserted";
    removed += mark == "barrier-removed";
    if (d.line && sameFile(d.file, report.inputName))
      byLine[d.line].push_back(&d);
  }
  os << "<header><h1>kilnc report: " << escape(report.inputName) << " <span class=\""
     << (report.succeeded ? "ok\">compiled" : "failed\">failed") << "</span></h1><div id=\"summary\">"
     << errors << " errors, " << warnings << " warnings, " << inserted
     << " barriers inserted, " << removed << " removed</div></header>\n<main>\n";

  // The source, each line an anchor, its diagnostics below it.
  os << "<section id=\"source\"><h2>Source</h2><table class=\"code\">\n";
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(report.source).split(lines, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    unsigned line = i + 1;
    auto it = byLine.find(line);
    os << "<tr id=\"src-" << line << "\"" << (it != byLine.end() ? " class=\"hit\"" : "")
       << "><td class=\"n\">" << line << "</td><td class=\"t\">";
    if (it != byLine.end())
      for (const ReportDiagnostic *d : it->second) {
        std::string mark = markClass(*d);
        if (mark == "barrier-inserted" || mark == "barrier-removed" || mark == "error" ||
            mark == "warning") {
          os << "<span class=\"marker " << mark << "\">"
             << (mark == "barrier-inserted" ? "barrier+" : mark == "barrier-removed" ? "barrier-" : mark)
             << "</span>";
          break;
        }
      }
    os << escape(lines[i]) << "</td></tr>\n";
    if (it != byLine.end())
      for (const ReportDiagnostic *d : it->second)
        os << "<tr><td></td><td><div class=\"diag " << markClass(*d) << "\">" << escape(d->severity)
           << " (column " << d->column << "): " << escape(d->message) << "</div></td></tr>\n";
  }
  os << "</table>\n";
  // Diagnostics not at a line of the input (headers, options).
  bool elsewhere = false;
  for (const ReportDiagnostic &d : report.diagnostics)
    if (!d.line || !sameFile(d.file, report.inputName)) {
      if (!elsewhere)
        os << "<h3>Other diagnostics</h3>\n";
      elsewhere = true;
      os << "<div class=\"diag " << markClass(d) << "\">" << escape(d.file) << ":" << d.line << ": "
         << escape(d.severity) << ": " << escape(d.message) << "</div>\n";
    }
  os << "</section>\n";

  // Each target's stages as tabs; IR lines link to their source lines.
  os << "<section id=\"stages\"><h2>Stages</h2>\n";
  llvm::Regex position("\"([^\"]*)\":([0-9]+):([0-9]+)");
  std::vector<std::string> targets;
  for (const ReportStage &s : report.stages)
    if (llvm::find(targets, s.target) == targets.end())
      targets.push_back(s.target);
  for (const std::string &target : targets) {
    os << "<h3>" << escape(target) << "</h3><nav class=\"tabs\">";
    bool first = true;
    for (const ReportStage &s : report.stages)
      if (s.target == target) {
        os << "<button class=\"tab" << (first ? " active" : "") << "\" data-target=\"" << escape(target)
           << "\" data-stage=\"" << escape(s.name) << "\" onclick=\"showStage('" << escape(target) << "','"
           << escape(s.name) << "')\">" << escape(s.name) << "</button>";
        first = false;
      }
    os << "</nav>\n";
    first = true;
    for (const ReportStage &s : report.stages) {
      if (s.target != target)
        continue;
      llvm::SmallVector<llvm::StringRef> irLines;
      llvm::StringRef(s.text).split(irLines, '\n');
      os << "<div class=\"stage" << (first ? " active" : "") << "\" data-target=\"" << escape(target)
         << "\" data-stage=\"" << escape(s.name) << "\">";
      // Long IR (the tile GEMM's) starts folded.
      bool fold = irLines.size() > 400;
      if (fold)
        os << "<details><summary>" << irLines.size() << " lines</summary>";
      os << "<table class=\"code\">\n";
      for (llvm::StringRef line : irLines) {
        std::string text = line.str(), link;
        // The first position in the input on the line is its link (an op's own
        // location, or the first of a fused or call-site one).
        llvm::StringRef rest = text;
        llvm::SmallVector<llvm::StringRef, 4> m;
        while (link.empty() && position.match(rest, &m)) {
          if (sameFile(m[1], report.inputName))
            link = m[2].str();
          rest = rest.substr(rest.find(m[0]) + m[0].size());
        }
        // The op's trailing loc(...) is dropped from the text (the link says it).
        size_t at = text.rfind(" loc(");
        if (at != std::string::npos && !text.empty() && text.back() == ')') {
          int depth = 0;
          bool balanced = true;
          for (size_t i = at + 4; i < text.size(); ++i) {
            depth += text[i] == '(' ? 1 : text[i] == ')' ? -1 : 0;
            if (depth == 0 && i + 1 != text.size())
              balanced = false;
          }
          if (balanced && depth == 0)
            text.erase(at);
        }
        os << "<tr><td class=\"n\">";
        if (!link.empty())
          os << "<a class=\"src\" href=\"#src-" << link << "\">" << link << "</a>";
        os << "</td><td class=\"t\">" << escape(text) << "</td></tr>\n";
      }
      os << "</table>" << (fold ? "</details>" : "") << "</div>\n";
      first = false;
    }
  }
  os << "</section>\n</main>\n";

  os << "<section id=\"resources\" style=\"padding:0 12px 12px\"><h2>Resources (ptxas)</h2>\n";
  if (report.resources.empty())
    os << "<p>none</p>\n";
  else {
    os << "<table class=\"res\"><tr><th>target</th><th>kernel</th><th>registers</th><th>shared "
          "bytes</th><th>stack bytes</th><th>spill stores</th><th>spill loads</th></tr>\n";
    for (const ReportResources &r : report.resources)
      os << "<tr class=\"kernel-resources\"><td>" << escape(r.target) << "</td><td>" << escape(r.kernel)
         << "</td><td>" << r.registers << "</td><td>" << r.sharedBytes << "</td><td>" << r.stackBytes
         << "</td><td>" << r.spillStores << "</td><td>" << r.spillLoads << "</td></tr>\n";
    os << "</table>\n";
  }
  for (const std::string &note : report.notes)
    os << "<p class=\"note\">" << escape(note) << "</p>\n";
  os << "</section>\n</body></html>\n";
  return html;
}
