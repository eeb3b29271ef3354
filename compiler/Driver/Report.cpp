//===- Report.cpp - kilnc --report's HTML page ----------------------------===//
#include "compiler/Driver/Report.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <tuple>

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
  // InsertBarriers.cpp words its two remarks "inserted <scope> barrier: ..." and
  // "removed <scope> barrier: ..."; only those, not any remark that says either word.
  llvm::StringRef m = d.message;
  auto barrierRemark = [&](llvm::StringRef verb) {
    return m.starts_with(verb) && m.contains(" barrier: ");
  };
  if (d.severity == "remark" && barrierRemark("inserted ")) return "barrier-inserted";
  if (d.severity == "remark" && barrierRemark("removed ")) return "barrier-removed";
  if (d.severity == "remark") return "remark";
  return d.severity;
}

bool sameFile(llvm::StringRef file, llvm::StringRef input) {
  return file == input || (!file.empty() && input.ends_with(("/" + file).str())) ||
         (!input.empty() && file.ends_with(("/" + input).str()));
}

const char *kStyle = R"(
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#222}
header{background:#2d2a26;color:#fff;padding:10px 16px;position:sticky;top:0;z-index:2}
header h1{font-size:18px;margin:0}
header input{font:13px system-ui;padding:2px 6px;margin:4px 8px 0 0;width:220px}
.ok{color:#7ddc7d}.failed{color:#ff8080}
main{display:flex;gap:12px;padding:12px;align-items:flex-start}
main>section{flex:1;min-width:0}
#source{position:sticky;top:70px;max-height:calc(100vh - 90px);overflow:auto}
pre,table.code{font:12px/1.35 ui-monospace,monospace}
table.code{border-collapse:collapse;width:100%}
table.code td.n{color:#999;text-align:right;padding-right:8px;user-select:none;width:1%;white-space:nowrap}
table.code td.t{white-space:pre}
tr.hit td.t{background:#f4f0e6}
tr:target td{background:#fff3a8}
.diag{font:12px system-ui,sans-serif;padding:2px 6px;margin:1px 0;border-left:4px solid #999;white-space:normal;max-width:44vw}
.diag.error{border-color:#d33;background:#fde8e8}.diag.warning{border-color:#e90;background:#fff4e0}
.diag.barrier-inserted{border-color:#27c;background:#e6f0ff}.diag.barrier-removed{border-color:#6a6;background:#e9f7e9}
.diag.barrier-verified{border-color:#7a3;background:#f0f8e4}.diag.tile-decision{border-color:#a5c;background:#f6ecfb}
.diag.remark,.diag.note{border-color:#999;background:#f4f4f4}
.count{color:#666;font-size:11px}
.marker{display:inline-block;font:bold 10px system-ui;padding:0 4px;border-radius:3px;margin-right:4px;color:#fff}
.marker.barrier-inserted{background:#27c}.marker.barrier-removed{background:#6a6}.marker.barrier-verified{background:#7a3}
.marker.error{background:#d33}.marker.warning{background:#e90}.marker.tile-decision{background:#a5c}
nav.tabs{margin-top:8px}
nav.tabs button{font:13px system-ui;padding:4px 10px;border:1px solid #bbb;background:#eee;cursor:pointer}
nav.tabs button.active{background:#fff;border-bottom-color:#fff;font-weight:bold}
.stage{display:none;border:1px solid #bbb;padding:4px;max-height:70vh;overflow:auto}
.stage.active{display:block}
button.side-by-side{font:12px system-ui;margin-left:8px;padding:3px 8px;cursor:pointer}
.panes.side{display:flex;gap:4px}.panes.side .stage{display:block;flex:1;min-width:0}
a.src{color:#27c;text-decoration:none}
section.kernel{border:1px solid #ccc;border-radius:4px;padding:6px 10px;margin:10px 0;background:#fcfcfa}
section.kernel h3{margin:2px 0 6px}
.arch{font:12px system-ui;color:#fff;background:#555;border-radius:3px;padding:1px 5px;margin-left:6px}
table.res,table.decisions,table.barriers{border-collapse:collapse;margin:6px 0;font-size:12px}
table.res td,table.res th,table.decisions td,table.decisions th,table.barriers td,table.barriers th{border:1px solid #ccc;padding:2px 8px;text-align:left}
table.res td{text-align:right}table.res td:first-child,table.res td:nth-child(2){text-align:left}
table.decisions td.detail,table.barriers td.detail{font-family:ui-monospace,monospace;white-space:pre-wrap}
tr.barrier-inserted td:first-child{border-left:4px solid #27c}tr.barrier-verified td:first-child{border-left:4px solid #7a3}
ul.kernel-index{margin:4px 0 8px;padding-left:18px}
details.module>summary,details>summary{cursor:pointer;color:#555}
)";

const char *kScript = R"(
function showStage(target, name) {
  document.querySelectorAll('[data-target="' + target + '"]').forEach(function (e) {
    e.classList.toggle('active', e.getAttribute('data-stage') === name);
  });
}
// Every stage of one group at once, in columns (the button again: tabs).
function sideBySide(button) {
  button.nextElementSibling.classList.toggle('side');
}
// Kernels whose name contains the text stay; the others hide.
function filterKernels(q) {
  document.querySelectorAll('section.kernel').forEach(function (s) {
    s.style.display = !q || s.getAttribute('data-kernel').indexOf(q) >= 0 ? '' : 'none';
  });
}
// Lines of the shown stages that contain the text stay (folded ones open).
function filterIR(q) {
  document.querySelectorAll('.stage.active, .panes.side .stage').forEach(function (st) {
    var d = st.querySelector('details');
    if (d && q) d.open = true;
    st.querySelectorAll('tr').forEach(function (tr) {
      tr.style.display = !q || tr.textContent.indexOf(q) >= 0 ? '' : 'none';
    });
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

namespace {

/// A note shown under a source line, counted when it repeats (the tile
/// GEMM's unrolled barriers all point at a few lines).
struct LineNote {
  std::string cls, text;
  unsigned count = 1;
};

void addNote(std::vector<LineNote> &notes, std::string cls, std::string text) {
  for (LineNote &n : notes)
    if (n.cls == cls && n.text == text) {
      ++n.count;
      return;
    }
  notes.push_back({std::move(cls), std::move(text)});
}

const char *markerText(llvm::StringRef cls) {
  if (cls == "barrier-inserted") return "barrier+";
  if (cls == "barrier-removed") return "barrier-";
  if (cls == "barrier-verified") return "barrier&#10003;";
  if (cls == "tile-decision") return "tile";
  if (cls == "error") return "error";
  if (cls == "warning") return "warning";
  return nullptr;
}

/// IR lines as a table, each linked to the source line its location names;
/// long ones start folded.
void renderIrLines(llvm::raw_ostream &os, llvm::ArrayRef<llvm::StringRef> irLines,
                   llvm::StringRef inputName) {
  static const llvm::Regex position("\"([^\"]*)\":([0-9]+):([0-9]+)");
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
      if (sameFile(m[1], inputName))
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
  os << "</table>" << (fold ? "</details>" : "");
}

std::vector<llvm::StringRef> splitLines(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  while (!lines.empty() && lines.back().empty())
    lines.pop_back();
  return {lines.begin(), lines.end()};
}

/// One stage cut into its kernels' parts and the rest: MLIR stages by the
/// symbols the driver printed one by one; LLVM IR and PTX at each kernel's
/// definition (`define ... @k(` / `.entry k(`) up to its closing brace.
struct SplitStage {
  std::map<std::string, std::vector<llvm::StringRef>> kernels;
  std::vector<llvm::StringRef> rest;
};

SplitStage splitStage(const ReportStage &stage, const std::vector<std::string> &kernels) {
  SplitStage out;
  if (!stage.symbols.empty()) {
    for (const auto &[name, text] : stage.symbols) {
      std::vector<llvm::StringRef> lines = splitLines(text);
      if (llvm::is_contained(kernels, name))
        out.kernels[name] = std::move(lines);
      else
        out.rest.insert(out.rest.end(), lines.begin(), lines.end());
    }
    return out;
  }
  std::string current;
  for (llvm::StringRef line : splitLines(stage.text)) {
    if (current.empty())
      for (const std::string &k : kernels)
        if ((line.starts_with("define ") && line.contains("@" + k + "(")) ||
            line.contains(".entry " + k + "(")) {
          current = k;
          break;
        }
    if (current.empty()) {
      out.rest.push_back(line);
      continue;
    }
    out.kernels[current].push_back(line);
    if (line == "}")
      current.clear();
  }
  return out;
}

/// A figure ptxas did not print (no static shared memory line) is a dash.
std::string figure(long v) { return v < 0 ? "&ndash;" : std::to_string(v); }

void renderResourceRow(llvm::raw_ostream &os, const ReportResources &r) {
  os << "<tr class=\"kernel-resources\"><td>" << escape(r.target) << "</td><td>" << escape(r.kernel)
     << "</td><td>" << figure(r.registers) << "</td><td>" << figure(r.sharedBytes) << "</td><td>"
     << figure(r.stackBytes) << "</td><td>" << figure(r.spillStores) << "</td><td>"
     << figure(r.spillLoads) << "</td></tr>\n";
}

const char *kResourceHeader =
    "<tr><th>target</th><th>kernel</th><th>registers</th><th>shared bytes</th><th>local "
    "(stack) bytes</th><th>spill stores</th><th>spill loads</th></tr>\n";

std::string lineLink(const ReportRemark &r, llvm::StringRef inputName) {
  if (!r.line)
    return "";
  std::string n = std::to_string(r.line);
  if (!sameFile(r.file, inputName))
    return escape(r.file) + ":" + n;
  return "<a class=\"src\" href=\"#src-" + n + "\">" + n + "</a>";
}

std::string argOf(const ReportRemark &r, llvm::StringRef key) {
  for (const auto &[k, v] : r.args)
    if (k == key)
      return v;
  return "";
}

/// A stage tab bar and its panes; `key` tells this group's tabs apart.
void renderStageTabs(llvm::raw_ostream &os, llvm::StringRef key,
                     const std::vector<std::pair<std::string, std::vector<llvm::StringRef>>> &panes,
                     llvm::StringRef inputName) {
  os << "<nav class=\"tabs\">";
  bool first = true;
  for (const auto &[name, lines] : panes) {
    os << "<button class=\"tab" << (first ? " active" : "") << "\" data-target=\"" << escape(key)
       << "\" data-stage=\"" << escape(name) << "\" onclick=\"showStage('" << escape(key) << "','"
       << escape(name) << "')\">" << escape(name) << "</button>";
    first = false;
  }
  os << "</nav><button class=\"side-by-side\" onclick=\"sideBySide(this)\">side by side</button>\n"
     << "<div class=\"panes\">";
  first = true;
  for (const auto &[name, lines] : panes) {
    os << "<div class=\"stage" << (first ? " active" : "") << "\" data-target=\"" << escape(key)
       << "\" data-stage=\"" << escape(name) << "\">";
    renderIrLines(os, lines, inputName);
    os << "</div>\n";
    first = false;
  }
  os << "</div>\n";
}

} // namespace

std::string kiln::driver::renderReportHtml(const CompileReport &report) {
  std::string html;
  llvm::raw_string_ostream os(html);
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>kilnc report: "
     << escape(report.inputName) << "</title><style>" << kStyle << "</style><script>"
     << kScript << "</script></head><body>\n";
  unsigned errors = 0, inserted = 0, removed = 0, warnings = 0, verified = 0;
  std::map<unsigned, std::vector<LineNote>> byLine;
  for (const ReportDiagnostic &d : report.diagnostics) {
    std::string mark = markClass(d);
    errors += mark == "error";
    warnings += mark == "warning";
    inserted += mark == "barrier-inserted";
    removed += mark == "barrier-removed";
    if (d.line && sameFile(d.file, report.inputName))
      addNote(byLine[d.line], mark,
              d.severity + " (column " + std::to_string(d.column) + "): " + d.message);
  }
  // The passes' remarks at their lines: each verified barrier with the race
  // it prevents, and the tensor-core path of each matmul.
  for (const ReportRemark &r : report.remarks) {
    verified += r.name == "barrier-verified";
    if (!r.line || !sameFile(r.file, report.inputName))
      continue;
    if (r.name == "barrier-verified")
      addNote(byLine[r.line], "barrier-verified", r.message);
    else if (r.name == "tensor-core" || r.name == "num-warps")
      addNote(byLine[r.line], "tile-decision", r.target + ", " + r.function + ": " + r.message);
  }
  os << "<header><h1>kilnc report: " << escape(report.inputName) << " <span class=\""
     << (report.succeeded ? "ok\">compiled" : "failed\">failed") << "</span></h1><div id=\"summary\">"
     << errors << " errors, " << warnings << " warnings, " << inserted
     << " barriers inserted, " << verified << " verified, " << removed << " removed</div>"
     << "<input id=\"kernel-filter\" placeholder=\"filter kernels\" oninput=\"filterKernels(this.value)\">"
     << "<input id=\"ir-filter\" placeholder=\"search the shown IR\" oninput=\"filterIR(this.value)\">"
     << "</header>\n<main>\n";

  // The source, each line an anchor, its notes below it.
  os << "<section id=\"source\"><h2>Source</h2><table class=\"code\">\n";
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(report.source).split(lines, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    unsigned line = i + 1;
    auto it = byLine.find(line);
    os << "<tr id=\"src-" << line << "\"" << (it != byLine.end() ? " class=\"hit\"" : "")
       << "><td class=\"n\">" << line << "</td><td class=\"t\">";
    if (it != byLine.end()) {
      std::vector<std::string> shown;
      for (const LineNote &n : it->second)
        if (const char *text = markerText(n.cls); text && !llvm::is_contained(shown, n.cls)) {
          os << "<span class=\"marker " << n.cls << "\">" << text << "</span>";
          shown.push_back(n.cls);
        }
    }
    os << escape(lines[i]) << "</td></tr>\n";
    if (it != byLine.end())
      for (const LineNote &n : it->second) {
        os << "<tr><td></td><td><div class=\"diag " << n.cls << "\">" << escape(n.text);
        if (n.count > 1)
          os << " <span class=\"count\">(&times;" << n.count << ")</span>";
        os << "</div></td></tr>\n";
      }
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

  // Per target: each kernel's facts and its IR after each stage, then what
  // the module holds besides its kernels.
  os << "<section id=\"stages\"><h2>Kernels</h2>\n";
  std::vector<std::string> targets;
  for (const ReportStage &s : report.stages)
    if (llvm::find(targets, s.target) == targets.end())
      targets.push_back(s.target);
  for (const std::string &target : targets) {
    std::vector<std::string> kernels;
    for (const auto &[t, k] : report.kernels)
      if (t == target)
        kernels.push_back(k);
    std::vector<std::pair<std::string, SplitStage>> split;
    for (const ReportStage &s : report.stages)
      if (s.target == target)
        split.push_back({s.name, splitStage(s, kernels)});
    os << "<h3>" << escape(target) << "</h3>\n";
    // An index: one line per kernel with the decisions that matter most.
    if (!kernels.empty()) {
      os << "<ul class=\"kernel-index\">";
      for (const std::string &k : kernels) {
        os << "<li><a href=\"#kernel-" << escape(target) << "-" << escape(k) << "\">" << escape(k)
           << "</a>";
        for (const ReportRemark &r : report.remarks)
          if (r.target == target && r.function == k && r.name == "num-warps")
            os << ", " << escape(argOf(r, "warps")) << " warps";
        std::vector<std::string> paths;
        for (const ReportRemark &r : report.remarks)
          if (r.target == target && r.function == k && r.name == "tensor-core" &&
              !llvm::is_contained(paths, argOf(r, "path")))
            paths.push_back(argOf(r, "path"));
        for (const std::string &p : paths)
          os << ", " << escape(p);
        for (const ReportResources &r : report.resources)
          if (r.target == target && r.kernel == k)
            os << ", " << r.registers << " registers, " << r.spillStores << " bytes spilled";
        os << "</li>";
      }
      os << "</ul>\n";
    }
    for (const std::string &k : kernels) {
      std::string key = target + ":" + k;
      os << "<section class=\"kernel\" id=\"kernel-" << escape(target) << "-" << escape(k)
         << "\" data-kernel=\"" << escape(k) << "\" data-arch=\"" << escape(target) << "\"><h3>"
         << escape(k) << "<span class=\"arch\">" << escape(target) << "</span></h3>\n";
      bool anyResources = false;
      for (const ReportResources &r : report.resources)
        if (r.target == target && r.kernel == k) {
          if (!anyResources)
            os << "<table class=\"res\">" << kResourceHeader;
          anyResources = true;
          renderResourceRow(os, r);
        }
      if (anyResources)
        os << "</table>\n";
      // Tile decisions, each once with how often it was made.
      std::vector<std::pair<const ReportRemark *, unsigned>> decisions;
      for (const ReportRemark &r : report.remarks) {
        if (r.target != target || r.function != k || r.category != "kiln-tile")
          continue;
        auto same = llvm::find_if(decisions, [&](const auto &d) {
          return d.first->name == r.name && d.first->line == r.line && d.first->message == r.message;
        });
        if (same != decisions.end())
          ++same->second;
        else
          decisions.push_back({&r, 1});
      }
      // Stable order: warps first, then by kind and line.
      auto rank = [](llvm::StringRef name) {
        return name == "num-warps" ? 0 : name == "tensor-core" ? 1 : name == "layout" ? 2 : 3;
      };
      llvm::stable_sort(decisions, [&](const auto &a, const auto &b) {
        return std::make_tuple(rank(a.first->name), a.first->line, a.first->message) <
               std::make_tuple(rank(b.first->name), b.first->line, b.first->message);
      });
      if (!decisions.empty()) {
        os << "<table class=\"decisions\"><tr><th>tile decision</th><th>line</th><th>detail</th>"
              "<th>times</th></tr>\n";
        for (const auto &[r, count] : decisions)
          os << "<tr class=\"decision\" data-decision=\"" << escape(r->name) << "\"><td>"
             << escape(r->name) << "</td><td>" << lineLink(*r, report.inputName)
             << "</td><td class=\"detail\">" << escape(r->message) << "</td><td>" << count
             << "</td></tr>\n";
        os << "</table>\n";
      }
      // The barriers the sync passes verified in this kernel, with the race
      // each one prevents.
      std::vector<std::pair<const ReportRemark *, unsigned>> barriers;
      for (const ReportRemark &r : report.remarks) {
        if (r.target != target || r.function != k || r.name != "barrier-verified")
          continue;
        auto same = llvm::find_if(barriers, [&](const auto &d) {
          return d.first->line == r.line && d.first->message == r.message;
        });
        if (same != barriers.end())
          ++same->second;
        else
          barriers.push_back({&r, 1});
      }
      if (!barriers.empty()) {
        os << "<table class=\"barriers\"><tr><th>barrier</th><th>line</th><th>origin</th>"
              "<th>the race it prevents</th><th>times</th></tr>\n";
        for (const auto &[r, count] : barriers) {
          std::string origin = argOf(*r, "origin");
          os << "<tr class=\"barrier-verified" << (origin == "inserted" ? " barrier-inserted" : "")
             << "\"><td>" << escape(argOf(*r, "scope")) << " (verified)</td><td>"
             << lineLink(*r, report.inputName) << "</td><td>" << escape(origin)
             << "</td><td class=\"detail\">" << escape(argOf(*r, "hazard")) << "</td><td>" << count
             << "</td></tr>\n";
        }
        os << "</table>\n";
      }
      std::vector<std::pair<std::string, std::vector<llvm::StringRef>>> panes;
      for (auto &[name, sp] : split)
        if (auto it = sp.kernels.find(k); it != sp.kernels.end())
          panes.push_back({name, it->second});
      renderStageTabs(os, key, panes, report.inputName);
      os << "</section>\n";
    }
    // The rest of each stage (globals, declarations, device functions); the
    // whole module when no kernel was found (a failed compile).
    std::vector<std::pair<std::string, std::vector<llvm::StringRef>>> panes;
    for (auto &[name, sp] : split)
      panes.push_back({name, sp.rest});
    os << "<details class=\"module\"" << (kernels.empty() ? " open" : "") << "><summary>"
       << escape(target) << ": "
       << (kernels.empty() ? "the module" : "the module besides its kernels")
       << "</summary>\n";
    renderStageTabs(os, target, panes, report.inputName);
    os << "</details>\n";
  }
  os << "</section>\n</main>\n";

  os << "<section id=\"resources\" style=\"padding:0 12px 12px\"><h2>Resources (ptxas)</h2>\n";
  if (report.resources.empty())
    os << "<p>none</p>\n";
  else {
    os << "<table class=\"res\">" << kResourceHeader;
    for (const ReportResources &r : report.resources)
      renderResourceRow(os, r);
    os << "</table>\n";
  }
  for (const std::string &note : report.notes)
    os << "<p class=\"note\">" << escape(note) << "</p>\n";
  os << "</section>\n</body></html>\n";
  return html;
}
