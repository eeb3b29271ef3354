// Reader for the line-oriented .kbundle format (docs/bundle-format.md).
#include <charconv>
#include <set>

#include "kiln/bundle.hpp"
#include "kiln/error.hpp"

namespace kiln {
namespace {

std::vector<std::string_view> split_fields(std::string_view line) {
  std::vector<std::string_view> fields;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    size_t start = i;
    while (i < line.size() && line[i] != ' ') ++i;
    if (i > start) fields.push_back(line.substr(start, i - start));
  }
  return fields;
}

class BundleParser {
 public:
  explicit BundleParser(std::string_view text) : text_(text) {}

  Bundle parse() {
    std::string_view header;
    if (!next_line(header)) fail("empty input: a bundle starts with the line '" + std::string(kBundleMagic) + "'");
    if (header != kBundleMagic) {
      if (header.substr(0, 12) == "kiln-bundle ")
        fail("unsupported bundle version '" + std::string(header.substr(12)) +
             "': this runtime reads version 1; rebuild the bundle with a matching kilnc");
      fail("not a Kiln bundle: the first line must be '" + std::string(kBundleMagic) + "'");
    }
    std::string_view line;
    while (next_line(line)) {
      auto fields = split_fields(line);
      if (fields.empty()) continue;
      if (fields[0] == "kernel") parse_kernel(fields);
      else if (fields[0] == "constant") parse_constant(fields);
      else if (fields[0] == "image") parse_image(fields);
      // Unknown top-level keys are skipped for forward compatibility.
    }
    return std::move(bundle_);
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    throw BundleError("bundle line " + std::to_string(line_no_) + ": " + message);
  }

  bool next_line(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) end = text_.size();
    line = text_.substr(pos_, end - pos_);
    pos_ = end + 1;
    ++line_no_;
    return true;
  }

  uint32_t number(std::string_view field, const char* what) const {
    uint32_t value = 0;
    auto [ptr, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
    if (ec != std::errc() || ptr != field.data() + field.size())
      fail(std::string("expected a non-negative integer for ") + what + ", got '" + std::string(field) + "'");
    return value;
  }

  void expect_fields(const std::vector<std::string_view>& fields, size_t count, const char* form) const {
    if (fields.size() != count) fail(std::string("expected '") + form + "'");
  }

  void parse_kernel(const std::vector<std::string_view>& fields) {
    expect_fields(fields, 2, "kernel <symbol>");
    KernelInfo kernel;
    kernel.name = std::string(fields[1]);
    if (bundle_.find_kernel(kernel.name)) fail("kernel '" + kernel.name + "' is declared twice");
    std::string_view line;
    while (true) {
      if (!next_line(line)) fail("kernel '" + kernel.name + "' has no 'end' line");
      auto f = split_fields(line);
      if (f.empty()) continue;
      if (f[0] == "end") break;
      if (f[0] == "signature") {
        size_t at = line.find("signature") + 9;
        kernel.signature = std::string(line.substr(at < line.size() ? at + 1 : line.size()));
      } else if (f[0] == "param") {
        expect_fields(f, 6, "param <index> <kind> <size> <align> <type>");
        uint32_t index = number(f[1], "the parameter index");
        if (index != kernel.params.size())
          fail("parameter index " + std::to_string(index) + " out of order in kernel '" + kernel.name +
               "' (expected " + std::to_string(kernel.params.size()) + ")");
        Param p;
        if (f[2] == "pointer") p.kind = ParamKind::pointer;
        else if (f[2] == "value") p.kind = ParamKind::value;
        else fail("parameter kind must be 'pointer' or 'value', got '" + std::string(f[2]) + "'");
        p.size = number(f[3], "the parameter size");
        p.align = number(f[4], "the parameter alignment");
        if (p.size == 0) fail("parameter " + std::to_string(index) + " of '" + kernel.name + "' has size 0");
        if (p.align == 0 || (p.align & (p.align - 1)) != 0)
          fail("parameter alignment must be a power of two, got " + std::to_string(p.align));
        if (p.kind == ParamKind::pointer && p.size != 8) fail("a pointer parameter has size 8");
        p.type = std::string(f[5]);
        kernel.params.push_back(std::move(p));
      } else if (f[0] == "threads") {
        expect_fields(f, 4, "threads <x> <y> <z>");
        kernel.threads = std::array<uint32_t, 3>{number(f[1], "threads x"), number(f[2], "threads y"),
                                                 number(f[3], "threads z")};
      } else if (f[0] == "max-threads") {
        expect_fields(f, 2, "max-threads <n>");
        kernel.max_threads = number(f[1], "max-threads");
      } else if (f[0] == "shared") {
        expect_fields(f, 2, "shared <bytes>");
        kernel.shared = number(f[1], "shared");
      } else if (f[0] == "dynamic-shared") {
        expect_fields(f, 2, "dynamic-shared <bytes>");
        kernel.dynamic_shared = number(f[1], "dynamic-shared");
      } else if (f[0] == "cooperative") {
        expect_fields(f, 1, "cooperative");
        kernel.cooperative = true;
      } else if (f[0] == "cluster") {
        expect_fields(f, 4, "cluster <x> <y> <z>");
        std::array<uint32_t, 3> c{number(f[1], "cluster x"), number(f[2], "cluster y"), number(f[3], "cluster z")};
        if (c[0] == 0 || c[1] == 0 || c[2] == 0) fail("a cluster dimension of '" + kernel.name + "' is 0");
        kernel.cluster = c;
      } else if (f[0] == "persistent") {
        if (f.size() != 4) expect_fields(f, 3, "persistent <grid-param> <programs-per-sm> [<workspace-bytes>]");
        std::array<uint32_t, 2> p{number(f[1], "the persistent grid parameter"),
                                  number(f[2], "programs per SM")};
        if (p[1] == 0) fail("a persistent kernel runs at least one program per SM");
        kernel.persistent = p;
        if (f.size() == 4) kernel.persistent_workspace = number(f[3], "the workspace bytes per program");
      } else if (f[0] == "packed") {
        expect_fields(f, 3, "packed <count-param> <programs-per-block>");
        std::array<uint32_t, 2> p{number(f[1], "the program count parameter"),
                                  number(f[2], "programs per block")};
        if (p[1] < 2) fail("a packed kernel runs at least 2 programs per block");
        kernel.packed = p;
      } else if (f[0] == "split") {
        // Bundles from before name no trip bytes and no bound.
        if (f.size() != 5 && f.size() != 8)
          expect_fields(f, 4, "split <count-param> <slot-bytes> <trips> [<trip-bytes> [<bound-param> <start> <step>]]");
        SplitLoop s;
        s.count_param = number(f[1], "the split count parameter");
        s.slot_bytes = number(f[2], "the slot bytes");
        s.trips = number(f[3], "the trips");
        if (f.size() >= 5) s.trip_bytes = number(f[4], "the bytes per trip");
        if (f.size() == 8) {
          s.bound = SplitLoop::Bound{number(f[5], "the bound parameter"), number(f[6], "the loop's start"),
                                     number(f[7], "the loop's step")};
          if (s.bound->step == 0) fail("a split kernel's loop has a step of 0");
        }
        if (s.slot_bytes == 0) fail("a split kernel's workspace slot has no bytes");
        kernel.split = s;
      } else if (f[0] == "packed-at-launch") {
        expect_fields(f, 1, "packed-at-launch");
        kernel.packed_at_launch = true;
      } else if (f[0] == "tensor-maps") {
        if (f.size() < 2) fail("expected 'tensor-maps <param> ...'");
        for (size_t i = 1; i < f.size(); ++i) kernel.tensor_maps.push_back(number(f[i], "a tensor-map parameter"));
      } else if (f[0] == "tensor-map-sources") {
        const char* form = "'<param>=<arg>:<element-bytes>:<rank>:<box>x...:<swizzle>'";
        if (f.size() < 2) fail(std::string("expected 'tensor-map-sources ") + form + " ...'");
        for (size_t i = 1; i < f.size(); ++i) {
          std::string_view t = f[i];
          size_t eq = t.find('=');
          if (eq == std::string_view::npos) fail(std::string("expected ") + form + ", got '" + std::string(t) + "'");
          std::vector<std::string_view> parts;
          for (size_t start = eq + 1;;) {
            size_t colon = t.find(':', start);
            parts.push_back(t.substr(start, colon == std::string_view::npos ? colon : colon - start));
            if (colon == std::string_view::npos) break;
            start = colon + 1;
          }
          if (parts.size() != 5) fail(std::string("expected ") + form + ", got '" + std::string(t) + "'");
          TensorMapSource m;
          m.param = number(t.substr(0, eq), "a tensor-map parameter");
          m.arg = number(parts[0], "the tensor's argument");
          m.element_bytes = number(parts[1], "the tensor's element bytes");
          m.rank = number(parts[2], "the tensor's rank");
          if (m.rank == 0 || m.rank > 5 || m.element_bytes == 0)
            fail("a tensor-map source has rank 1 to 5 and elements of at least a byte");
          uint32_t dims = 0;
          for (size_t start = 0;;) {
            size_t x = parts[3].find('x', start);
            if (dims == m.rank) fail("the box of tensor-map parameter " + std::to_string(m.param) + " has more than its rank's extents");
            m.box[dims++] = number(parts[3].substr(start, x == std::string_view::npos ? x : x - start), "a box extent");
            if (x == std::string_view::npos) break;
            start = x + 1;
          }
          if (dims != m.rank) fail("the box of tensor-map parameter " + std::to_string(m.param) + " needs one extent per dimension");
          m.swizzle = number(parts[4], "the swizzle bytes");
          if (m.swizzle != 0 && m.swizzle != 32 && m.swizzle != 64 && m.swizzle != 128)
            fail("a tensor-map swizzle is 0, 32, 64 or 128 bytes");
          kernel.tensor_map_sources.push_back(m);
        }
      } else if (f[0] == "specializes") {
        expect_fields(f, 2, "specializes <symbol>");
        kernel.specializes = std::string(f[1]);
      } else if (f[0] == "contiguous") {
        if (f.size() < 2) fail("expected 'contiguous <arg>:<element-bytes>:<rank> ...'");
        for (size_t i = 1; i < f.size(); ++i) {
          std::string_view t = f[i];
          size_t a = t.find(':'), b = a == std::string_view::npos ? a : t.find(':', a + 1);
          if (b == std::string_view::npos) fail("expected '<arg>:<element-bytes>:<rank>', got '" + std::string(t) + "'");
          ContiguousTensor c;
          c.arg = number(t.substr(0, a), "the tensor's argument");
          c.element_bytes = number(t.substr(a + 1, b - a - 1), "the tensor's element bytes");
          c.rank = number(t.substr(b + 1), "the tensor's rank");
          if (c.rank == 0 || c.element_bytes == 0) fail("a contiguous tensor has a rank and element size above 0");
          kernel.contiguous.push_back(c);
        }
      } else if (f[0] == "kernel" || f[0] == "image" || f[0] == "constant") {
        fail("kernel '" + kernel.name + "' has no 'end' line before '" + std::string(f[0]) + "'");
      }
      // Other keys inside a kernel block are skipped for forward compatibility.
    }
    if (kernel.packed_at_launch && !kernel.packed)
      fail("kernel '" + kernel.name + "' has 'packed-at-launch' without 'packed'");
    bundle_.kernels.push_back(std::move(kernel));
  }

  void parse_constant(const std::vector<std::string_view>& fields) {
    expect_fields(fields, 4, "constant <symbol> <size> <align>");
    ConstantInfo c;
    c.name = std::string(fields[1]);
    if (bundle_.find_constant(c.name)) fail("constant '" + c.name + "' is declared twice");
    c.size = number(fields[2], "the constant size");
    c.align = number(fields[3], "the constant alignment");
    bundle_.constants.push_back(std::move(c));
  }

  void parse_image(const std::vector<std::string_view>& fields) {
    expect_fields(fields, 4, "image <arch> <ptx-version> <byte-count>");
    Image image;
    image.arch = std::string(fields[1]);
    if (!parse_arch(image.arch)) fail("unknown arch '" + image.arch + "' (expected sm_XY or sm_XYa)");
    for (const Image& other : bundle_.images)
      if (other.arch == image.arch) fail("two images for " + image.arch);
    auto version = parse_ptx_version_string(fields[2]);
    if (!version) fail("PTX version must be written major.minor, got '" + std::string(fields[2]) + "'");
    image.ptx_version = *version;
    uint32_t count = number(fields[3], "the image byte count");
    if (count > text_.size() - std::min(pos_, text_.size()))
      fail("image " + image.arch + " declares " + std::to_string(count) + " bytes but only " +
           std::to_string(text_.size() - std::min(pos_, text_.size())) + " remain: the bundle is truncated");
    image.ptx = std::string(text_.substr(pos_, count));
    for (char ch : image.ptx) line_no_ += ch == '\n';
    pos_ += count;
    if (pos_ < text_.size()) {
      if (text_[pos_] != '\n') fail("image " + image.arch + " is not followed by a newline: its byte count is wrong");
      ++pos_;
    }
    auto stated = read_ptx_version(image.ptx);
    if (stated && *stated != image.ptx_version)
      fail("image " + image.arch + " is labelled PTX " + image.ptx_version.str() + " but its text says .version " +
           stated->str());
    bundle_.images.push_back(std::move(image));
  }

  std::string_view text_;
  size_t pos_ = 0;
  int line_no_ = 0;
  Bundle bundle_;
};

}  // namespace

Bundle parse_bundle(std::string_view text) { return BundleParser(text).parse(); }

bool looks_like_bundle(std::string_view bytes) { return bytes.substr(0, 12) == "kiln-bundle "; }

}  // namespace kiln
